// hlocert 0.1.0 render: convnext_T-c1000-i224-b64x1-adamw+wx+clip1.0+drop
// model: ConvNeXt-T  classes: 1000  image: 224  batch per replica: 64  replicas: 1
// variant: adamw+wx+clip1.0+drop  gelu: erf
// content sha256: 3277730415ef06f158ecbbdf58eeb8a3f359650127db8929d3eb550e349eb095
module @convnext_T_c1000_i224_b64x1_adamw_wx_clip1_0_drop {
  func.func public @main(%x: tensor<64x224x224x3xf32>, %stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 0 : i32}, %stem.conv.b: tensor<96xf32> {tf.aliasing_output = 1 : i32}, %stem.norm.g: tensor<96xf32> {tf.aliasing_output = 2 : i32}, %stem.norm.b: tensor<96xf32> {tf.aliasing_output = 3 : i32}, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 4 : i32}, %stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 5 : i32}, %stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 6 : i32}, %stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 7 : i32}, %stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 8 : i32}, %stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 9 : i32}, %stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 10 : i32}, %stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 11 : i32}, %stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 12 : i32}, %stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 13 : i32}, %stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 14 : i32}, %stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 15 : i32}, %stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 16 : i32}, %stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 17 : i32}, %stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 18 : i32}, %stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 19 : i32}, %stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 20 : i32}, %stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 21 : i32}, %stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 22 : i32}, %stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 23 : i32}, %stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 24 : i32}, %stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 25 : i32}, %stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 26 : i32}, %stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 27 : i32}, %stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 28 : i32}, %stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 29 : i32}, %stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 30 : i32}, %stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 31 : i32}, %stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 32 : i32}, %stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 33 : i32}, %stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 34 : i32}, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 35 : i32}, %stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 36 : i32}, %stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 37 : i32}, %stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 38 : i32}, %stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 39 : i32}, %stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 40 : i32}, %stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 41 : i32}, %stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 42 : i32}, %stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 43 : i32}, %stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 44 : i32}, %stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 45 : i32}, %stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 46 : i32}, %stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 47 : i32}, %stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 48 : i32}, %stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 49 : i32}, %stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 50 : i32}, %stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 51 : i32}, %stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 52 : i32}, %stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 53 : i32}, %stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 54 : i32}, %stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 55 : i32}, %stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 56 : i32}, %stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 57 : i32}, %stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 58 : i32}, %stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 59 : i32}, %stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 60 : i32}, %stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 61 : i32}, %stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 62 : i32}, %stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 63 : i32}, %stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 64 : i32}, %stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 65 : i32}, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 66 : i32}, %stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 67 : i32}, %stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 68 : i32}, %stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 69 : i32}, %stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 70 : i32}, %stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 71 : i32}, %stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 72 : i32}, %stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 73 : i32}, %stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 74 : i32}, %stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 75 : i32}, %stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 76 : i32}, %stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 77 : i32}, %stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 78 : i32}, %stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 79 : i32}, %stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 80 : i32}, %stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 81 : i32}, %stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 82 : i32}, %stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 83 : i32}, %stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 84 : i32}, %stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 85 : i32}, %stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 86 : i32}, %stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 87 : i32}, %stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 88 : i32}, %stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 89 : i32}, %stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 90 : i32}, %stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 91 : i32}, %stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 92 : i32}, %stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 93 : i32}, %stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 94 : i32}, %stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 95 : i32}, %stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 96 : i32}, %stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 97 : i32}, %stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 98 : i32}, %stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 99 : i32}, %stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 100 : i32}, %stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 101 : i32}, %stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 102 : i32}, %stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 103 : i32}, %stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 104 : i32}, %stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 105 : i32}, %stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 106 : i32}, %stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 107 : i32}, %stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 108 : i32}, %stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 109 : i32}, %stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 110 : i32}, %stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 111 : i32}, %stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 112 : i32}, %stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 113 : i32}, %stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 114 : i32}, %stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 115 : i32}, %stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 116 : i32}, %stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 117 : i32}, %stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 118 : i32}, %stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 119 : i32}, %stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 120 : i32}, %stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 121 : i32}, %stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 122 : i32}, %stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 123 : i32}, %stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 124 : i32}, %stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 125 : i32}, %stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 126 : i32}, %stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 127 : i32}, %stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 128 : i32}, %stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 129 : i32}, %stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 130 : i32}, %stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 131 : i32}, %stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 132 : i32}, %stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 133 : i32}, %stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 134 : i32}, %stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 135 : i32}, %stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 136 : i32}, %stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 137 : i32}, %stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 138 : i32}, %stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 139 : i32}, %stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 140 : i32}, %stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 141 : i32}, %stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 142 : i32}, %stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 143 : i32}, %stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 144 : i32}, %stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 145 : i32}, %stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 146 : i32}, %stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 147 : i32}, %stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 148 : i32}, %stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 149 : i32}, %stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 150 : i32}, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 151 : i32}, %stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 152 : i32}, %stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 153 : i32}, %stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 154 : i32}, %stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 155 : i32}, %stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 156 : i32}, %stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 157 : i32}, %stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 158 : i32}, %stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 159 : i32}, %stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 160 : i32}, %stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 161 : i32}, %stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 162 : i32}, %stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 163 : i32}, %stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 164 : i32}, %stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 165 : i32}, %stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 166 : i32}, %stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 167 : i32}, %stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 168 : i32}, %stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 169 : i32}, %stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 170 : i32}, %stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 171 : i32}, %stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 172 : i32}, %stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 173 : i32}, %stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 174 : i32}, %stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 175 : i32}, %stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 176 : i32}, %stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 177 : i32}, %head.norm.g: tensor<768xf32> {tf.aliasing_output = 178 : i32}, %head.norm.b: tensor<768xf32> {tf.aliasing_output = 179 : i32}, %head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 180 : i32}, %head.fc.b: tensor<1000xf32> {tf.aliasing_output = 181 : i32}, %m.stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 182 : i32}, %m.stem.conv.b: tensor<96xf32> {tf.aliasing_output = 183 : i32}, %m.stem.norm.g: tensor<96xf32> {tf.aliasing_output = 184 : i32}, %m.stem.norm.b: tensor<96xf32> {tf.aliasing_output = 185 : i32}, %m.stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 186 : i32}, %m.stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 187 : i32}, %m.stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 188 : i32}, %m.stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 189 : i32}, %m.stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 190 : i32}, %m.stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 191 : i32}, %m.stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 192 : i32}, %m.stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 193 : i32}, %m.stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 194 : i32}, %m.stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 195 : i32}, %m.stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 196 : i32}, %m.stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 197 : i32}, %m.stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 198 : i32}, %m.stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 199 : i32}, %m.stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 200 : i32}, %m.stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 201 : i32}, %m.stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 202 : i32}, %m.stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 203 : i32}, %m.stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 204 : i32}, %m.stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 205 : i32}, %m.stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 206 : i32}, %m.stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 207 : i32}, %m.stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 208 : i32}, %m.stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 209 : i32}, %m.stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 210 : i32}, %m.stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 211 : i32}, %m.stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 212 : i32}, %m.stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 213 : i32}, %m.stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 214 : i32}, %m.stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 215 : i32}, %m.stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 216 : i32}, %m.stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 217 : i32}, %m.stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 218 : i32}, %m.stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 219 : i32}, %m.stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 220 : i32}, %m.stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 221 : i32}, %m.stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 222 : i32}, %m.stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 223 : i32}, %m.stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 224 : i32}, %m.stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 225 : i32}, %m.stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 226 : i32}, %m.stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 227 : i32}, %m.stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 228 : i32}, %m.stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 229 : i32}, %m.stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 230 : i32}, %m.stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 231 : i32}, %m.stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 232 : i32}, %m.stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 233 : i32}, %m.stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 234 : i32}, %m.stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 235 : i32}, %m.stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 236 : i32}, %m.stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 237 : i32}, %m.stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 238 : i32}, %m.stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 239 : i32}, %m.stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 240 : i32}, %m.stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 241 : i32}, %m.stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 242 : i32}, %m.stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 243 : i32}, %m.stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 244 : i32}, %m.stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 245 : i32}, %m.stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 246 : i32}, %m.stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 247 : i32}, %m.stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 248 : i32}, %m.stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 249 : i32}, %m.stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 250 : i32}, %m.stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 251 : i32}, %m.stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 252 : i32}, %m.stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 253 : i32}, %m.stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 254 : i32}, %m.stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 255 : i32}, %m.stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 256 : i32}, %m.stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 257 : i32}, %m.stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 258 : i32}, %m.stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 259 : i32}, %m.stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 260 : i32}, %m.stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 261 : i32}, %m.stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 262 : i32}, %m.stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 263 : i32}, %m.stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 264 : i32}, %m.stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 265 : i32}, %m.stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 266 : i32}, %m.stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 267 : i32}, %m.stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 268 : i32}, %m.stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 269 : i32}, %m.stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 270 : i32}, %m.stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 271 : i32}, %m.stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 272 : i32}, %m.stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 273 : i32}, %m.stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 274 : i32}, %m.stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 275 : i32}, %m.stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 276 : i32}, %m.stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 277 : i32}, %m.stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 278 : i32}, %m.stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 279 : i32}, %m.stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 280 : i32}, %m.stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 281 : i32}, %m.stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 282 : i32}, %m.stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 283 : i32}, %m.stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 284 : i32}, %m.stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 285 : i32}, %m.stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 286 : i32}, %m.stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 287 : i32}, %m.stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 288 : i32}, %m.stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 289 : i32}, %m.stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 290 : i32}, %m.stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 291 : i32}, %m.stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 292 : i32}, %m.stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 293 : i32}, %m.stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 294 : i32}, %m.stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 295 : i32}, %m.stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 296 : i32}, %m.stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 297 : i32}, %m.stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 298 : i32}, %m.stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 299 : i32}, %m.stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 300 : i32}, %m.stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 301 : i32}, %m.stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 302 : i32}, %m.stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 303 : i32}, %m.stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 304 : i32}, %m.stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 305 : i32}, %m.stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 306 : i32}, %m.stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 307 : i32}, %m.stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 308 : i32}, %m.stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 309 : i32}, %m.stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 310 : i32}, %m.stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 311 : i32}, %m.stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 312 : i32}, %m.stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 313 : i32}, %m.stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 314 : i32}, %m.stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 315 : i32}, %m.stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 316 : i32}, %m.stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 317 : i32}, %m.stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 318 : i32}, %m.stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 319 : i32}, %m.stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 320 : i32}, %m.stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 321 : i32}, %m.stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 322 : i32}, %m.stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 323 : i32}, %m.stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 324 : i32}, %m.stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 325 : i32}, %m.stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 326 : i32}, %m.stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 327 : i32}, %m.stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 328 : i32}, %m.stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 329 : i32}, %m.stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 330 : i32}, %m.stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 331 : i32}, %m.stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 332 : i32}, %m.stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 333 : i32}, %m.stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 334 : i32}, %m.stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 335 : i32}, %m.stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 336 : i32}, %m.stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 337 : i32}, %m.stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 338 : i32}, %m.stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 339 : i32}, %m.stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 340 : i32}, %m.stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 341 : i32}, %m.stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 342 : i32}, %m.stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 343 : i32}, %m.stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 344 : i32}, %m.stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 345 : i32}, %m.stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 346 : i32}, %m.stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 347 : i32}, %m.stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 348 : i32}, %m.stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 349 : i32}, %m.stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 350 : i32}, %m.stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 351 : i32}, %m.stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 352 : i32}, %m.stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 353 : i32}, %m.stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 354 : i32}, %m.stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 355 : i32}, %m.stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 356 : i32}, %m.stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 357 : i32}, %m.stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 358 : i32}, %m.stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 359 : i32}, %m.head.norm.g: tensor<768xf32> {tf.aliasing_output = 360 : i32}, %m.head.norm.b: tensor<768xf32> {tf.aliasing_output = 361 : i32}, %m.head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 362 : i32}, %m.head.fc.b: tensor<1000xf32> {tf.aliasing_output = 363 : i32}, %v.stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 364 : i32}, %v.stem.conv.b: tensor<96xf32> {tf.aliasing_output = 365 : i32}, %v.stem.norm.g: tensor<96xf32> {tf.aliasing_output = 366 : i32}, %v.stem.norm.b: tensor<96xf32> {tf.aliasing_output = 367 : i32}, %v.stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 368 : i32}, %v.stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 369 : i32}, %v.stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 370 : i32}, %v.stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 371 : i32}, %v.stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 372 : i32}, %v.stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 373 : i32}, %v.stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 374 : i32}, %v.stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 375 : i32}, %v.stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 376 : i32}, %v.stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 377 : i32}, %v.stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 378 : i32}, %v.stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 379 : i32}, %v.stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 380 : i32}, %v.stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 381 : i32}, %v.stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 382 : i32}, %v.stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 383 : i32}, %v.stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 384 : i32}, %v.stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 385 : i32}, %v.stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 386 : i32}, %v.stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 387 : i32}, %v.stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 388 : i32}, %v.stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 389 : i32}, %v.stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 390 : i32}, %v.stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 391 : i32}, %v.stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 392 : i32}, %v.stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 393 : i32}, %v.stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 394 : i32}, %v.stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 395 : i32}, %v.stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 396 : i32}, %v.stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 397 : i32}, %v.stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 398 : i32}, %v.stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 399 : i32}, %v.stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 400 : i32}, %v.stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 401 : i32}, %v.stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 402 : i32}, %v.stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 403 : i32}, %v.stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 404 : i32}, %v.stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 405 : i32}, %v.stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 406 : i32}, %v.stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 407 : i32}, %v.stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 408 : i32}, %v.stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 409 : i32}, %v.stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 410 : i32}, %v.stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 411 : i32}, %v.stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 412 : i32}, %v.stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 413 : i32}, %v.stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 414 : i32}, %v.stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 415 : i32}, %v.stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 416 : i32}, %v.stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 417 : i32}, %v.stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 418 : i32}, %v.stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 419 : i32}, %v.stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 420 : i32}, %v.stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 421 : i32}, %v.stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 422 : i32}, %v.stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 423 : i32}, %v.stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 424 : i32}, %v.stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 425 : i32}, %v.stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 426 : i32}, %v.stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 427 : i32}, %v.stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 428 : i32}, %v.stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 429 : i32}, %v.stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 430 : i32}, %v.stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 431 : i32}, %v.stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 432 : i32}, %v.stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 433 : i32}, %v.stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 434 : i32}, %v.stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 435 : i32}, %v.stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 436 : i32}, %v.stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 437 : i32}, %v.stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 438 : i32}, %v.stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 439 : i32}, %v.stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 440 : i32}, %v.stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 441 : i32}, %v.stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 442 : i32}, %v.stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 443 : i32}, %v.stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 444 : i32}, %v.stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 445 : i32}, %v.stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 446 : i32}, %v.stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 447 : i32}, %v.stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 448 : i32}, %v.stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 449 : i32}, %v.stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 450 : i32}, %v.stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 451 : i32}, %v.stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 452 : i32}, %v.stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 453 : i32}, %v.stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 454 : i32}, %v.stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 455 : i32}, %v.stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 456 : i32}, %v.stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 457 : i32}, %v.stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 458 : i32}, %v.stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 459 : i32}, %v.stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 460 : i32}, %v.stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 461 : i32}, %v.stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 462 : i32}, %v.stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 463 : i32}, %v.stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 464 : i32}, %v.stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 465 : i32}, %v.stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 466 : i32}, %v.stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 467 : i32}, %v.stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 468 : i32}, %v.stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 469 : i32}, %v.stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 470 : i32}, %v.stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 471 : i32}, %v.stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 472 : i32}, %v.stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 473 : i32}, %v.stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 474 : i32}, %v.stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 475 : i32}, %v.stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 476 : i32}, %v.stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 477 : i32}, %v.stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 478 : i32}, %v.stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 479 : i32}, %v.stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 480 : i32}, %v.stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 481 : i32}, %v.stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 482 : i32}, %v.stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 483 : i32}, %v.stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 484 : i32}, %v.stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 485 : i32}, %v.stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 486 : i32}, %v.stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 487 : i32}, %v.stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 488 : i32}, %v.stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 489 : i32}, %v.stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 490 : i32}, %v.stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 491 : i32}, %v.stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 492 : i32}, %v.stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 493 : i32}, %v.stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 494 : i32}, %v.stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 495 : i32}, %v.stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 496 : i32}, %v.stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 497 : i32}, %v.stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 498 : i32}, %v.stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 499 : i32}, %v.stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 500 : i32}, %v.stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 501 : i32}, %v.stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 502 : i32}, %v.stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 503 : i32}, %v.stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 504 : i32}, %v.stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 505 : i32}, %v.stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 506 : i32}, %v.stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 507 : i32}, %v.stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 508 : i32}, %v.stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 509 : i32}, %v.stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 510 : i32}, %v.stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 511 : i32}, %v.stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 512 : i32}, %v.stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 513 : i32}, %v.stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 514 : i32}, %v.stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 515 : i32}, %v.stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 516 : i32}, %v.stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 517 : i32}, %v.stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 518 : i32}, %v.stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 519 : i32}, %v.stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 520 : i32}, %v.stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 521 : i32}, %v.stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 522 : i32}, %v.stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 523 : i32}, %v.stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 524 : i32}, %v.stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 525 : i32}, %v.stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 526 : i32}, %v.stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 527 : i32}, %v.stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 528 : i32}, %v.stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 529 : i32}, %v.stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 530 : i32}, %v.stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 531 : i32}, %v.stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 532 : i32}, %v.stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 533 : i32}, %v.stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 534 : i32}, %v.stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 535 : i32}, %v.stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 536 : i32}, %v.stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 537 : i32}, %v.stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 538 : i32}, %v.stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 539 : i32}, %v.stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 540 : i32}, %v.stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 541 : i32}, %v.head.norm.g: tensor<768xf32> {tf.aliasing_output = 542 : i32}, %v.head.norm.b: tensor<768xf32> {tf.aliasing_output = 543 : i32}, %v.head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 544 : i32}, %v.head.fc.b: tensor<1000xf32> {tf.aliasing_output = 545 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %drop_mask: tensor<64x18xf32>, %targets: tensor<64x1000xf32>) -> (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %stem.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 4, 4>} : (tensor<64x224x224x3xf32>, tensor<4x4x3x96xf32>) -> tensor<64x56x56x96xf32>
    %1 = "stablehlo.broadcast_in_dim"(%stem.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %2 = stablehlo.add %0, %1 : tensor<64x56x56x96xf32>
    %3 = stablehlo.constant dense<0.0> : tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %5 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %6 = stablehlo.divide %4, %5 : tensor<64x56x56xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<64x56x56x96xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<64x56x56x96xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %12 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %13 = stablehlo.divide %11, %12 : tensor<64x56x56xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %15 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %16 = stablehlo.add %14, %15 : tensor<64x56x56x96xf32>
    %17 = stablehlo.rsqrt %16 : tensor<64x56x56x96xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<64x56x56x96xf32>
    %19 = "stablehlo.broadcast_in_dim"(%stem.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<64x56x56x96xf32>
    %21 = "stablehlo.broadcast_in_dim"(%stem.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %22 = stablehlo.add %20, %21 : tensor<64x56x56x96xf32>
    %23 = "stablehlo.convolution"(%22, %stages.0.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %24 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %25 = stablehlo.add %23, %24 : tensor<64x56x56x96xf32>
    %26 = stablehlo.constant dense<0.0> : tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %28 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %29 = stablehlo.divide %27, %28 : tensor<64x56x56xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<64x56x56x96xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<64x56x56x96xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %35 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %36 = stablehlo.divide %34, %35 : tensor<64x56x56xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %38 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %39 = stablehlo.add %37, %38 : tensor<64x56x56x96xf32>
    %40 = stablehlo.rsqrt %39 : tensor<64x56x56x96xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<64x56x56x96xf32>
    %42 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<64x56x56x96xf32>
    %44 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %45 = stablehlo.add %43, %44 : tensor<64x56x56x96xf32>
    %46 = "stablehlo.dot_general"(%45, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %47 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %48 = stablehlo.add %46, %47 : tensor<64x56x56x384xf32>
    %49 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<64x56x56x384xf32>
    %51 = "chlo.erf"(%50) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %52 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %53 = stablehlo.add %51, %52 : tensor<64x56x56x384xf32>
    %54 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<64x56x56x384xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<64x56x56x384xf32>
    %57 = "stablehlo.dot_general"(%56, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %58 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %59 = stablehlo.add %57, %58 : tensor<64x56x56x96xf32>
    %60 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<64x56x56x96xf32>
    %62 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<64x56x56x96xf32>
    %65 = stablehlo.add %64, %22 : tensor<64x56x56x96xf32>
    %66 = "stablehlo.convolution"(%65, %stages.0.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %67 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %68 = stablehlo.add %66, %67 : tensor<64x56x56x96xf32>
    %69 = stablehlo.constant dense<0.0> : tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %71 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %72 = stablehlo.divide %70, %71 : tensor<64x56x56xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<64x56x56x96xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<64x56x56x96xf32>
    %76 = stablehlo.constant dense<0.0> : tensor<f32>
    %77 = "stablehlo.reduce"(%75, %76) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %78 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %79 = stablehlo.divide %77, %78 : tensor<64x56x56xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %81 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %82 = stablehlo.add %80, %81 : tensor<64x56x56x96xf32>
    %83 = stablehlo.rsqrt %82 : tensor<64x56x56x96xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<64x56x56x96xf32>
    %85 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<64x56x56x96xf32>
    %87 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %88 = stablehlo.add %86, %87 : tensor<64x56x56x96xf32>
    %89 = "stablehlo.dot_general"(%88, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %90 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %91 = stablehlo.add %89, %90 : tensor<64x56x56x384xf32>
    %92 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<64x56x56x384xf32>
    %94 = "chlo.erf"(%93) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %95 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %96 = stablehlo.add %94, %95 : tensor<64x56x56x384xf32>
    %97 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %98 = stablehlo.multiply %91, %97 : tensor<64x56x56x384xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<64x56x56x384xf32>
    %100 = "stablehlo.dot_general"(%99, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %101 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %102 = stablehlo.add %100, %101 : tensor<64x56x56x96xf32>
    %103 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<64x56x56x96xf32>
    %105 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<64x56x56x96xf32>
    %108 = stablehlo.add %107, %65 : tensor<64x56x56x96xf32>
    %109 = "stablehlo.convolution"(%108, %stages.0.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %110 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %111 = stablehlo.add %109, %110 : tensor<64x56x56x96xf32>
    %112 = stablehlo.constant dense<0.0> : tensor<f32>
    %113 = "stablehlo.reduce"(%111, %112) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %114 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %115 = stablehlo.divide %113, %114 : tensor<64x56x56xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %117 = stablehlo.subtract %111, %116 : tensor<64x56x56x96xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<64x56x56x96xf32>
    %119 = stablehlo.constant dense<0.0> : tensor<f32>
    %120 = "stablehlo.reduce"(%118, %119) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %121 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %122 = stablehlo.divide %120, %121 : tensor<64x56x56xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %124 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %125 = stablehlo.add %123, %124 : tensor<64x56x56x96xf32>
    %126 = stablehlo.rsqrt %125 : tensor<64x56x56x96xf32>
    %127 = stablehlo.multiply %117, %126 : tensor<64x56x56x96xf32>
    %128 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<64x56x56x96xf32>
    %130 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %131 = stablehlo.add %129, %130 : tensor<64x56x56x96xf32>
    %132 = "stablehlo.dot_general"(%131, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %133 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %134 = stablehlo.add %132, %133 : tensor<64x56x56x384xf32>
    %135 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<64x56x56x384xf32>
    %137 = "chlo.erf"(%136) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %138 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %139 = stablehlo.add %137, %138 : tensor<64x56x56x384xf32>
    %140 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %141 = stablehlo.multiply %134, %140 : tensor<64x56x56x384xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<64x56x56x384xf32>
    %143 = "stablehlo.dot_general"(%142, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %144 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %145 = stablehlo.add %143, %144 : tensor<64x56x56x96xf32>
    %146 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<64x56x56x96xf32>
    %148 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<64x56x56x96xf32>
    %151 = stablehlo.add %150, %108 : tensor<64x56x56x96xf32>
    %152 = stablehlo.constant dense<0.0> : tensor<f32>
    %153 = "stablehlo.reduce"(%151, %152) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %154 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %155 = stablehlo.divide %153, %154 : tensor<64x56x56xf32>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %157 = stablehlo.subtract %151, %156 : tensor<64x56x56x96xf32>
    %158 = stablehlo.multiply %157, %157 : tensor<64x56x56x96xf32>
    %159 = stablehlo.constant dense<0.0> : tensor<f32>
    %160 = "stablehlo.reduce"(%158, %159) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %161 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %162 = stablehlo.divide %160, %161 : tensor<64x56x56xf32>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %164 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %165 = stablehlo.add %163, %164 : tensor<64x56x56x96xf32>
    %166 = stablehlo.rsqrt %165 : tensor<64x56x56x96xf32>
    %167 = stablehlo.multiply %157, %166 : tensor<64x56x56x96xf32>
    %168 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<64x56x56x96xf32>
    %170 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %171 = stablehlo.add %169, %170 : tensor<64x56x56x96xf32>
    %172 = "stablehlo.convolution"(%171, %stages.1.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x56x56x96xf32>, tensor<2x2x96x192xf32>) -> tensor<64x28x28x192xf32>
    %173 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %174 = stablehlo.add %172, %173 : tensor<64x28x28x192xf32>
    %175 = "stablehlo.convolution"(%174, %stages.1.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %176 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %177 = stablehlo.add %175, %176 : tensor<64x28x28x192xf32>
    %178 = stablehlo.constant dense<0.0> : tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %180 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %181 = stablehlo.divide %179, %180 : tensor<64x28x28xf32>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %183 = stablehlo.subtract %177, %182 : tensor<64x28x28x192xf32>
    %184 = stablehlo.multiply %183, %183 : tensor<64x28x28x192xf32>
    %185 = stablehlo.constant dense<0.0> : tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %187 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %188 = stablehlo.divide %186, %187 : tensor<64x28x28xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %190 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %191 = stablehlo.add %189, %190 : tensor<64x28x28x192xf32>
    %192 = stablehlo.rsqrt %191 : tensor<64x28x28x192xf32>
    %193 = stablehlo.multiply %183, %192 : tensor<64x28x28x192xf32>
    %194 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<64x28x28x192xf32>
    %196 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %197 = stablehlo.add %195, %196 : tensor<64x28x28x192xf32>
    %198 = "stablehlo.dot_general"(%197, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %199 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %200 = stablehlo.add %198, %199 : tensor<64x28x28x768xf32>
    %201 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<64x28x28x768xf32>
    %203 = "chlo.erf"(%202) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %204 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %205 = stablehlo.add %203, %204 : tensor<64x28x28x768xf32>
    %206 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %207 = stablehlo.multiply %200, %206 : tensor<64x28x28x768xf32>
    %208 = stablehlo.multiply %207, %205 : tensor<64x28x28x768xf32>
    %209 = "stablehlo.dot_general"(%208, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %210 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %211 = stablehlo.add %209, %210 : tensor<64x28x28x192xf32>
    %212 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<64x28x28x192xf32>
    %214 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<64x28x28x192xf32>
    %217 = stablehlo.add %216, %174 : tensor<64x28x28x192xf32>
    %218 = "stablehlo.convolution"(%217, %stages.1.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %219 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %220 = stablehlo.add %218, %219 : tensor<64x28x28x192xf32>
    %221 = stablehlo.constant dense<0.0> : tensor<f32>
    %222 = "stablehlo.reduce"(%220, %221) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %223 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %224 = stablehlo.divide %222, %223 : tensor<64x28x28xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %226 = stablehlo.subtract %220, %225 : tensor<64x28x28x192xf32>
    %227 = stablehlo.multiply %226, %226 : tensor<64x28x28x192xf32>
    %228 = stablehlo.constant dense<0.0> : tensor<f32>
    %229 = "stablehlo.reduce"(%227, %228) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %230 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %231 = stablehlo.divide %229, %230 : tensor<64x28x28xf32>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %233 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %234 = stablehlo.add %232, %233 : tensor<64x28x28x192xf32>
    %235 = stablehlo.rsqrt %234 : tensor<64x28x28x192xf32>
    %236 = stablehlo.multiply %226, %235 : tensor<64x28x28x192xf32>
    %237 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<64x28x28x192xf32>
    %239 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %240 = stablehlo.add %238, %239 : tensor<64x28x28x192xf32>
    %241 = "stablehlo.dot_general"(%240, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %242 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %243 = stablehlo.add %241, %242 : tensor<64x28x28x768xf32>
    %244 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<64x28x28x768xf32>
    %246 = "chlo.erf"(%245) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %247 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %248 = stablehlo.add %246, %247 : tensor<64x28x28x768xf32>
    %249 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %250 = stablehlo.multiply %243, %249 : tensor<64x28x28x768xf32>
    %251 = stablehlo.multiply %250, %248 : tensor<64x28x28x768xf32>
    %252 = "stablehlo.dot_general"(%251, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %253 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %254 = stablehlo.add %252, %253 : tensor<64x28x28x192xf32>
    %255 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<64x28x28x192xf32>
    %257 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %259 = stablehlo.multiply %256, %258 : tensor<64x28x28x192xf32>
    %260 = stablehlo.add %259, %217 : tensor<64x28x28x192xf32>
    %261 = "stablehlo.convolution"(%260, %stages.1.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %262 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %263 = stablehlo.add %261, %262 : tensor<64x28x28x192xf32>
    %264 = stablehlo.constant dense<0.0> : tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %266 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %267 = stablehlo.divide %265, %266 : tensor<64x28x28xf32>
    %268 = "stablehlo.broadcast_in_dim"(%267) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %269 = stablehlo.subtract %263, %268 : tensor<64x28x28x192xf32>
    %270 = stablehlo.multiply %269, %269 : tensor<64x28x28x192xf32>
    %271 = stablehlo.constant dense<0.0> : tensor<f32>
    %272 = "stablehlo.reduce"(%270, %271) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %273 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %274 = stablehlo.divide %272, %273 : tensor<64x28x28xf32>
    %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %276 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %277 = stablehlo.add %275, %276 : tensor<64x28x28x192xf32>
    %278 = stablehlo.rsqrt %277 : tensor<64x28x28x192xf32>
    %279 = stablehlo.multiply %269, %278 : tensor<64x28x28x192xf32>
    %280 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<64x28x28x192xf32>
    %282 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %283 = stablehlo.add %281, %282 : tensor<64x28x28x192xf32>
    %284 = "stablehlo.dot_general"(%283, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %285 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %286 = stablehlo.add %284, %285 : tensor<64x28x28x768xf32>
    %287 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<64x28x28x768xf32>
    %289 = "chlo.erf"(%288) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %290 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %291 = stablehlo.add %289, %290 : tensor<64x28x28x768xf32>
    %292 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %293 = stablehlo.multiply %286, %292 : tensor<64x28x28x768xf32>
    %294 = stablehlo.multiply %293, %291 : tensor<64x28x28x768xf32>
    %295 = "stablehlo.dot_general"(%294, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %296 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %297 = stablehlo.add %295, %296 : tensor<64x28x28x192xf32>
    %298 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<64x28x28x192xf32>
    %300 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %302 = stablehlo.multiply %299, %301 : tensor<64x28x28x192xf32>
    %303 = stablehlo.add %302, %260 : tensor<64x28x28x192xf32>
    %304 = stablehlo.constant dense<0.0> : tensor<f32>
    %305 = "stablehlo.reduce"(%303, %304) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %306 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %307 = stablehlo.divide %305, %306 : tensor<64x28x28xf32>
    %308 = "stablehlo.broadcast_in_dim"(%307) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %309 = stablehlo.subtract %303, %308 : tensor<64x28x28x192xf32>
    %310 = stablehlo.multiply %309, %309 : tensor<64x28x28x192xf32>
    %311 = stablehlo.constant dense<0.0> : tensor<f32>
    %312 = "stablehlo.reduce"(%310, %311) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %313 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %314 = stablehlo.divide %312, %313 : tensor<64x28x28xf32>
    %315 = "stablehlo.broadcast_in_dim"(%314) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %316 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %317 = stablehlo.add %315, %316 : tensor<64x28x28x192xf32>
    %318 = stablehlo.rsqrt %317 : tensor<64x28x28x192xf32>
    %319 = stablehlo.multiply %309, %318 : tensor<64x28x28x192xf32>
    %320 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<64x28x28x192xf32>
    %322 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %323 = stablehlo.add %321, %322 : tensor<64x28x28x192xf32>
    %324 = "stablehlo.convolution"(%323, %stages.2.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x28x28x192xf32>, tensor<2x2x192x384xf32>) -> tensor<64x14x14x384xf32>
    %325 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %326 = stablehlo.add %324, %325 : tensor<64x14x14x384xf32>
    %327 = "stablehlo.convolution"(%326, %stages.2.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %328 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %329 = stablehlo.add %327, %328 : tensor<64x14x14x384xf32>
    %330 = stablehlo.constant dense<0.0> : tensor<f32>
    %331 = "stablehlo.reduce"(%329, %330) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %332 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %333 = stablehlo.divide %331, %332 : tensor<64x14x14xf32>
    %334 = "stablehlo.broadcast_in_dim"(%333) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %335 = stablehlo.subtract %329, %334 : tensor<64x14x14x384xf32>
    %336 = stablehlo.multiply %335, %335 : tensor<64x14x14x384xf32>
    %337 = stablehlo.constant dense<0.0> : tensor<f32>
    %338 = "stablehlo.reduce"(%336, %337) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %339 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %340 = stablehlo.divide %338, %339 : tensor<64x14x14xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %342 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %343 = stablehlo.add %341, %342 : tensor<64x14x14x384xf32>
    %344 = stablehlo.rsqrt %343 : tensor<64x14x14x384xf32>
    %345 = stablehlo.multiply %335, %344 : tensor<64x14x14x384xf32>
    %346 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<64x14x14x384xf32>
    %348 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %349 = stablehlo.add %347, %348 : tensor<64x14x14x384xf32>
    %350 = "stablehlo.dot_general"(%349, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %351 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %352 = stablehlo.add %350, %351 : tensor<64x14x14x1536xf32>
    %353 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<64x14x14x1536xf32>
    %355 = "chlo.erf"(%354) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %356 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %357 = stablehlo.add %355, %356 : tensor<64x14x14x1536xf32>
    %358 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %359 = stablehlo.multiply %352, %358 : tensor<64x14x14x1536xf32>
    %360 = stablehlo.multiply %359, %357 : tensor<64x14x14x1536xf32>
    %361 = "stablehlo.dot_general"(%360, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %362 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %363 = stablehlo.add %361, %362 : tensor<64x14x14x384xf32>
    %364 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<64x14x14x384xf32>
    %366 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %368 = stablehlo.multiply %365, %367 : tensor<64x14x14x384xf32>
    %369 = stablehlo.add %368, %326 : tensor<64x14x14x384xf32>
    %370 = "stablehlo.convolution"(%369, %stages.2.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %371 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %372 = stablehlo.add %370, %371 : tensor<64x14x14x384xf32>
    %373 = stablehlo.constant dense<0.0> : tensor<f32>
    %374 = "stablehlo.reduce"(%372, %373) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %375 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %376 = stablehlo.divide %374, %375 : tensor<64x14x14xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<64x14x14x384xf32>
    %379 = stablehlo.multiply %378, %378 : tensor<64x14x14x384xf32>
    %380 = stablehlo.constant dense<0.0> : tensor<f32>
    %381 = "stablehlo.reduce"(%379, %380) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %382 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %383 = stablehlo.divide %381, %382 : tensor<64x14x14xf32>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %385 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %386 = stablehlo.add %384, %385 : tensor<64x14x14x384xf32>
    %387 = stablehlo.rsqrt %386 : tensor<64x14x14x384xf32>
    %388 = stablehlo.multiply %378, %387 : tensor<64x14x14x384xf32>
    %389 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<64x14x14x384xf32>
    %391 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %392 = stablehlo.add %390, %391 : tensor<64x14x14x384xf32>
    %393 = "stablehlo.dot_general"(%392, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %394 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %395 = stablehlo.add %393, %394 : tensor<64x14x14x1536xf32>
    %396 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<64x14x14x1536xf32>
    %398 = "chlo.erf"(%397) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %399 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %400 = stablehlo.add %398, %399 : tensor<64x14x14x1536xf32>
    %401 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %402 = stablehlo.multiply %395, %401 : tensor<64x14x14x1536xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<64x14x14x1536xf32>
    %404 = "stablehlo.dot_general"(%403, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %405 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %406 = stablehlo.add %404, %405 : tensor<64x14x14x384xf32>
    %407 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<64x14x14x384xf32>
    %409 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<64x14x14x384xf32>
    %412 = stablehlo.add %411, %369 : tensor<64x14x14x384xf32>
    %413 = "stablehlo.convolution"(%412, %stages.2.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %414 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %415 = stablehlo.add %413, %414 : tensor<64x14x14x384xf32>
    %416 = stablehlo.constant dense<0.0> : tensor<f32>
    %417 = "stablehlo.reduce"(%415, %416) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %418 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %419 = stablehlo.divide %417, %418 : tensor<64x14x14xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %421 = stablehlo.subtract %415, %420 : tensor<64x14x14x384xf32>
    %422 = stablehlo.multiply %421, %421 : tensor<64x14x14x384xf32>
    %423 = stablehlo.constant dense<0.0> : tensor<f32>
    %424 = "stablehlo.reduce"(%422, %423) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %425 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %426 = stablehlo.divide %424, %425 : tensor<64x14x14xf32>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %428 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %429 = stablehlo.add %427, %428 : tensor<64x14x14x384xf32>
    %430 = stablehlo.rsqrt %429 : tensor<64x14x14x384xf32>
    %431 = stablehlo.multiply %421, %430 : tensor<64x14x14x384xf32>
    %432 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<64x14x14x384xf32>
    %434 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %435 = stablehlo.add %433, %434 : tensor<64x14x14x384xf32>
    %436 = "stablehlo.dot_general"(%435, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %437 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %438 = stablehlo.add %436, %437 : tensor<64x14x14x1536xf32>
    %439 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<64x14x14x1536xf32>
    %441 = "chlo.erf"(%440) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %442 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %443 = stablehlo.add %441, %442 : tensor<64x14x14x1536xf32>
    %444 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %445 = stablehlo.multiply %438, %444 : tensor<64x14x14x1536xf32>
    %446 = stablehlo.multiply %445, %443 : tensor<64x14x14x1536xf32>
    %447 = "stablehlo.dot_general"(%446, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %448 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %449 = stablehlo.add %447, %448 : tensor<64x14x14x384xf32>
    %450 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<64x14x14x384xf32>
    %452 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %454 = stablehlo.multiply %451, %453 : tensor<64x14x14x384xf32>
    %455 = stablehlo.add %454, %412 : tensor<64x14x14x384xf32>
    %456 = "stablehlo.convolution"(%455, %stages.2.blocks.3.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %457 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %458 = stablehlo.add %456, %457 : tensor<64x14x14x384xf32>
    %459 = stablehlo.constant dense<0.0> : tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %461 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %462 = stablehlo.divide %460, %461 : tensor<64x14x14xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %464 = stablehlo.subtract %458, %463 : tensor<64x14x14x384xf32>
    %465 = stablehlo.multiply %464, %464 : tensor<64x14x14x384xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    %467 = "stablehlo.reduce"(%465, %466) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %468 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %469 = stablehlo.divide %467, %468 : tensor<64x14x14xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %471 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %472 = stablehlo.add %470, %471 : tensor<64x14x14x384xf32>
    %473 = stablehlo.rsqrt %472 : tensor<64x14x14x384xf32>
    %474 = stablehlo.multiply %464, %473 : tensor<64x14x14x384xf32>
    %475 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<64x14x14x384xf32>
    %477 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %478 = stablehlo.add %476, %477 : tensor<64x14x14x384xf32>
    %479 = "stablehlo.dot_general"(%478, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %480 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %481 = stablehlo.add %479, %480 : tensor<64x14x14x1536xf32>
    %482 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<64x14x14x1536xf32>
    %484 = "chlo.erf"(%483) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %485 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %486 = stablehlo.add %484, %485 : tensor<64x14x14x1536xf32>
    %487 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %488 = stablehlo.multiply %481, %487 : tensor<64x14x14x1536xf32>
    %489 = stablehlo.multiply %488, %486 : tensor<64x14x14x1536xf32>
    %490 = "stablehlo.dot_general"(%489, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %491 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %492 = stablehlo.add %490, %491 : tensor<64x14x14x384xf32>
    %493 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<64x14x14x384xf32>
    %495 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<64x14x14x384xf32>
    %498 = stablehlo.add %497, %455 : tensor<64x14x14x384xf32>
    %499 = "stablehlo.convolution"(%498, %stages.2.blocks.4.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %500 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %501 = stablehlo.add %499, %500 : tensor<64x14x14x384xf32>
    %502 = stablehlo.constant dense<0.0> : tensor<f32>
    %503 = "stablehlo.reduce"(%501, %502) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %504 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %505 = stablehlo.divide %503, %504 : tensor<64x14x14xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %507 = stablehlo.subtract %501, %506 : tensor<64x14x14x384xf32>
    %508 = stablehlo.multiply %507, %507 : tensor<64x14x14x384xf32>
    %509 = stablehlo.constant dense<0.0> : tensor<f32>
    %510 = "stablehlo.reduce"(%508, %509) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %511 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %512 = stablehlo.divide %510, %511 : tensor<64x14x14xf32>
    %513 = "stablehlo.broadcast_in_dim"(%512) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %514 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %515 = stablehlo.add %513, %514 : tensor<64x14x14x384xf32>
    %516 = stablehlo.rsqrt %515 : tensor<64x14x14x384xf32>
    %517 = stablehlo.multiply %507, %516 : tensor<64x14x14x384xf32>
    %518 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<64x14x14x384xf32>
    %520 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %521 = stablehlo.add %519, %520 : tensor<64x14x14x384xf32>
    %522 = "stablehlo.dot_general"(%521, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %523 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %524 = stablehlo.add %522, %523 : tensor<64x14x14x1536xf32>
    %525 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %526 = stablehlo.multiply %524, %525 : tensor<64x14x14x1536xf32>
    %527 = "chlo.erf"(%526) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %528 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %529 = stablehlo.add %527, %528 : tensor<64x14x14x1536xf32>
    %530 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %531 = stablehlo.multiply %524, %530 : tensor<64x14x14x1536xf32>
    %532 = stablehlo.multiply %531, %529 : tensor<64x14x14x1536xf32>
    %533 = "stablehlo.dot_general"(%532, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %534 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %535 = stablehlo.add %533, %534 : tensor<64x14x14x384xf32>
    %536 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<64x14x14x384xf32>
    %538 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %539 = "stablehlo.broadcast_in_dim"(%538) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %540 = stablehlo.multiply %537, %539 : tensor<64x14x14x384xf32>
    %541 = stablehlo.add %540, %498 : tensor<64x14x14x384xf32>
    %542 = "stablehlo.convolution"(%541, %stages.2.blocks.5.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %543 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %544 = stablehlo.add %542, %543 : tensor<64x14x14x384xf32>
    %545 = stablehlo.constant dense<0.0> : tensor<f32>
    %546 = "stablehlo.reduce"(%544, %545) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %547 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %548 = stablehlo.divide %546, %547 : tensor<64x14x14xf32>
    %549 = "stablehlo.broadcast_in_dim"(%548) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %550 = stablehlo.subtract %544, %549 : tensor<64x14x14x384xf32>
    %551 = stablehlo.multiply %550, %550 : tensor<64x14x14x384xf32>
    %552 = stablehlo.constant dense<0.0> : tensor<f32>
    %553 = "stablehlo.reduce"(%551, %552) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %554 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %555 = stablehlo.divide %553, %554 : tensor<64x14x14xf32>
    %556 = "stablehlo.broadcast_in_dim"(%555) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %557 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %558 = stablehlo.add %556, %557 : tensor<64x14x14x384xf32>
    %559 = stablehlo.rsqrt %558 : tensor<64x14x14x384xf32>
    %560 = stablehlo.multiply %550, %559 : tensor<64x14x14x384xf32>
    %561 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<64x14x14x384xf32>
    %563 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %564 = stablehlo.add %562, %563 : tensor<64x14x14x384xf32>
    %565 = "stablehlo.dot_general"(%564, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %566 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %567 = stablehlo.add %565, %566 : tensor<64x14x14x1536xf32>
    %568 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %569 = stablehlo.multiply %567, %568 : tensor<64x14x14x1536xf32>
    %570 = "chlo.erf"(%569) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %571 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %572 = stablehlo.add %570, %571 : tensor<64x14x14x1536xf32>
    %573 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %574 = stablehlo.multiply %567, %573 : tensor<64x14x14x1536xf32>
    %575 = stablehlo.multiply %574, %572 : tensor<64x14x14x1536xf32>
    %576 = "stablehlo.dot_general"(%575, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %577 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %578 = stablehlo.add %576, %577 : tensor<64x14x14x384xf32>
    %579 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %580 = stablehlo.multiply %578, %579 : tensor<64x14x14x384xf32>
    %581 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %582 = "stablehlo.broadcast_in_dim"(%581) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %583 = stablehlo.multiply %580, %582 : tensor<64x14x14x384xf32>
    %584 = stablehlo.add %583, %541 : tensor<64x14x14x384xf32>
    %585 = "stablehlo.convolution"(%584, %stages.2.blocks.6.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %586 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %587 = stablehlo.add %585, %586 : tensor<64x14x14x384xf32>
    %588 = stablehlo.constant dense<0.0> : tensor<f32>
    %589 = "stablehlo.reduce"(%587, %588) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %590 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %591 = stablehlo.divide %589, %590 : tensor<64x14x14xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %593 = stablehlo.subtract %587, %592 : tensor<64x14x14x384xf32>
    %594 = stablehlo.multiply %593, %593 : tensor<64x14x14x384xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %597 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %598 = stablehlo.divide %596, %597 : tensor<64x14x14xf32>
    %599 = "stablehlo.broadcast_in_dim"(%598) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %600 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %601 = stablehlo.add %599, %600 : tensor<64x14x14x384xf32>
    %602 = stablehlo.rsqrt %601 : tensor<64x14x14x384xf32>
    %603 = stablehlo.multiply %593, %602 : tensor<64x14x14x384xf32>
    %604 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %605 = stablehlo.multiply %603, %604 : tensor<64x14x14x384xf32>
    %606 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %607 = stablehlo.add %605, %606 : tensor<64x14x14x384xf32>
    %608 = "stablehlo.dot_general"(%607, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %609 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %610 = stablehlo.add %608, %609 : tensor<64x14x14x1536xf32>
    %611 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<64x14x14x1536xf32>
    %613 = "chlo.erf"(%612) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %614 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %615 = stablehlo.add %613, %614 : tensor<64x14x14x1536xf32>
    %616 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %617 = stablehlo.multiply %610, %616 : tensor<64x14x14x1536xf32>
    %618 = stablehlo.multiply %617, %615 : tensor<64x14x14x1536xf32>
    %619 = "stablehlo.dot_general"(%618, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %620 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %621 = stablehlo.add %619, %620 : tensor<64x14x14x384xf32>
    %622 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %623 = stablehlo.multiply %621, %622 : tensor<64x14x14x384xf32>
    %624 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %626 = stablehlo.multiply %623, %625 : tensor<64x14x14x384xf32>
    %627 = stablehlo.add %626, %584 : tensor<64x14x14x384xf32>
    %628 = "stablehlo.convolution"(%627, %stages.2.blocks.7.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %629 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %630 = stablehlo.add %628, %629 : tensor<64x14x14x384xf32>
    %631 = stablehlo.constant dense<0.0> : tensor<f32>
    %632 = "stablehlo.reduce"(%630, %631) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %633 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %634 = stablehlo.divide %632, %633 : tensor<64x14x14xf32>
    %635 = "stablehlo.broadcast_in_dim"(%634) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %636 = stablehlo.subtract %630, %635 : tensor<64x14x14x384xf32>
    %637 = stablehlo.multiply %636, %636 : tensor<64x14x14x384xf32>
    %638 = stablehlo.constant dense<0.0> : tensor<f32>
    %639 = "stablehlo.reduce"(%637, %638) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %640 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %641 = stablehlo.divide %639, %640 : tensor<64x14x14xf32>
    %642 = "stablehlo.broadcast_in_dim"(%641) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %643 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %644 = stablehlo.add %642, %643 : tensor<64x14x14x384xf32>
    %645 = stablehlo.rsqrt %644 : tensor<64x14x14x384xf32>
    %646 = stablehlo.multiply %636, %645 : tensor<64x14x14x384xf32>
    %647 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<64x14x14x384xf32>
    %649 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %650 = stablehlo.add %648, %649 : tensor<64x14x14x384xf32>
    %651 = "stablehlo.dot_general"(%650, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %652 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %653 = stablehlo.add %651, %652 : tensor<64x14x14x1536xf32>
    %654 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %655 = stablehlo.multiply %653, %654 : tensor<64x14x14x1536xf32>
    %656 = "chlo.erf"(%655) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %657 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %658 = stablehlo.add %656, %657 : tensor<64x14x14x1536xf32>
    %659 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %660 = stablehlo.multiply %653, %659 : tensor<64x14x14x1536xf32>
    %661 = stablehlo.multiply %660, %658 : tensor<64x14x14x1536xf32>
    %662 = "stablehlo.dot_general"(%661, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %663 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %664 = stablehlo.add %662, %663 : tensor<64x14x14x384xf32>
    %665 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %666 = stablehlo.multiply %664, %665 : tensor<64x14x14x384xf32>
    %667 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %668 = "stablehlo.broadcast_in_dim"(%667) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %669 = stablehlo.multiply %666, %668 : tensor<64x14x14x384xf32>
    %670 = stablehlo.add %669, %627 : tensor<64x14x14x384xf32>
    %671 = "stablehlo.convolution"(%670, %stages.2.blocks.8.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %672 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %673 = stablehlo.add %671, %672 : tensor<64x14x14x384xf32>
    %674 = stablehlo.constant dense<0.0> : tensor<f32>
    %675 = "stablehlo.reduce"(%673, %674) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %676 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %677 = stablehlo.divide %675, %676 : tensor<64x14x14xf32>
    %678 = "stablehlo.broadcast_in_dim"(%677) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %679 = stablehlo.subtract %673, %678 : tensor<64x14x14x384xf32>
    %680 = stablehlo.multiply %679, %679 : tensor<64x14x14x384xf32>
    %681 = stablehlo.constant dense<0.0> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %683 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %684 = stablehlo.divide %682, %683 : tensor<64x14x14xf32>
    %685 = "stablehlo.broadcast_in_dim"(%684) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %686 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %687 = stablehlo.add %685, %686 : tensor<64x14x14x384xf32>
    %688 = stablehlo.rsqrt %687 : tensor<64x14x14x384xf32>
    %689 = stablehlo.multiply %679, %688 : tensor<64x14x14x384xf32>
    %690 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %691 = stablehlo.multiply %689, %690 : tensor<64x14x14x384xf32>
    %692 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %693 = stablehlo.add %691, %692 : tensor<64x14x14x384xf32>
    %694 = "stablehlo.dot_general"(%693, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %695 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %696 = stablehlo.add %694, %695 : tensor<64x14x14x1536xf32>
    %697 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %698 = stablehlo.multiply %696, %697 : tensor<64x14x14x1536xf32>
    %699 = "chlo.erf"(%698) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %700 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %701 = stablehlo.add %699, %700 : tensor<64x14x14x1536xf32>
    %702 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %703 = stablehlo.multiply %696, %702 : tensor<64x14x14x1536xf32>
    %704 = stablehlo.multiply %703, %701 : tensor<64x14x14x1536xf32>
    %705 = "stablehlo.dot_general"(%704, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %706 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %707 = stablehlo.add %705, %706 : tensor<64x14x14x384xf32>
    %708 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %709 = stablehlo.multiply %707, %708 : tensor<64x14x14x384xf32>
    %710 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %712 = stablehlo.multiply %709, %711 : tensor<64x14x14x384xf32>
    %713 = stablehlo.add %712, %670 : tensor<64x14x14x384xf32>
    %714 = stablehlo.constant dense<0.0> : tensor<f32>
    %715 = "stablehlo.reduce"(%713, %714) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %716 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %717 = stablehlo.divide %715, %716 : tensor<64x14x14xf32>
    %718 = "stablehlo.broadcast_in_dim"(%717) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %719 = stablehlo.subtract %713, %718 : tensor<64x14x14x384xf32>
    %720 = stablehlo.multiply %719, %719 : tensor<64x14x14x384xf32>
    %721 = stablehlo.constant dense<0.0> : tensor<f32>
    %722 = "stablehlo.reduce"(%720, %721) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %723 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %724 = stablehlo.divide %722, %723 : tensor<64x14x14xf32>
    %725 = "stablehlo.broadcast_in_dim"(%724) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %726 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %727 = stablehlo.add %725, %726 : tensor<64x14x14x384xf32>
    %728 = stablehlo.rsqrt %727 : tensor<64x14x14x384xf32>
    %729 = stablehlo.multiply %719, %728 : tensor<64x14x14x384xf32>
    %730 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %731 = stablehlo.multiply %729, %730 : tensor<64x14x14x384xf32>
    %732 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %733 = stablehlo.add %731, %732 : tensor<64x14x14x384xf32>
    %734 = "stablehlo.convolution"(%733, %stages.3.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x14x14x384xf32>, tensor<2x2x384x768xf32>) -> tensor<64x7x7x768xf32>
    %735 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %736 = stablehlo.add %734, %735 : tensor<64x7x7x768xf32>
    %737 = "stablehlo.convolution"(%736, %stages.3.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %738 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %739 = stablehlo.add %737, %738 : tensor<64x7x7x768xf32>
    %740 = stablehlo.constant dense<0.0> : tensor<f32>
    %741 = "stablehlo.reduce"(%739, %740) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %742 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %743 = stablehlo.divide %741, %742 : tensor<64x7x7xf32>
    %744 = "stablehlo.broadcast_in_dim"(%743) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %745 = stablehlo.subtract %739, %744 : tensor<64x7x7x768xf32>
    %746 = stablehlo.multiply %745, %745 : tensor<64x7x7x768xf32>
    %747 = stablehlo.constant dense<0.0> : tensor<f32>
    %748 = "stablehlo.reduce"(%746, %747) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %749 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %750 = stablehlo.divide %748, %749 : tensor<64x7x7xf32>
    %751 = "stablehlo.broadcast_in_dim"(%750) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %752 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %753 = stablehlo.add %751, %752 : tensor<64x7x7x768xf32>
    %754 = stablehlo.rsqrt %753 : tensor<64x7x7x768xf32>
    %755 = stablehlo.multiply %745, %754 : tensor<64x7x7x768xf32>
    %756 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %757 = stablehlo.multiply %755, %756 : tensor<64x7x7x768xf32>
    %758 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %759 = stablehlo.add %757, %758 : tensor<64x7x7x768xf32>
    %760 = "stablehlo.dot_general"(%759, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %761 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %762 = stablehlo.add %760, %761 : tensor<64x7x7x3072xf32>
    %763 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %764 = stablehlo.multiply %762, %763 : tensor<64x7x7x3072xf32>
    %765 = "chlo.erf"(%764) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %766 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %767 = stablehlo.add %765, %766 : tensor<64x7x7x3072xf32>
    %768 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %769 = stablehlo.multiply %762, %768 : tensor<64x7x7x3072xf32>
    %770 = stablehlo.multiply %769, %767 : tensor<64x7x7x3072xf32>
    %771 = "stablehlo.dot_general"(%770, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %772 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %773 = stablehlo.add %771, %772 : tensor<64x7x7x768xf32>
    %774 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %775 = stablehlo.multiply %773, %774 : tensor<64x7x7x768xf32>
    %776 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %777 = "stablehlo.broadcast_in_dim"(%776) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %778 = stablehlo.multiply %775, %777 : tensor<64x7x7x768xf32>
    %779 = stablehlo.add %778, %736 : tensor<64x7x7x768xf32>
    %780 = "stablehlo.convolution"(%779, %stages.3.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %781 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %782 = stablehlo.add %780, %781 : tensor<64x7x7x768xf32>
    %783 = stablehlo.constant dense<0.0> : tensor<f32>
    %784 = "stablehlo.reduce"(%782, %783) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %785 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %786 = stablehlo.divide %784, %785 : tensor<64x7x7xf32>
    %787 = "stablehlo.broadcast_in_dim"(%786) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %788 = stablehlo.subtract %782, %787 : tensor<64x7x7x768xf32>
    %789 = stablehlo.multiply %788, %788 : tensor<64x7x7x768xf32>
    %790 = stablehlo.constant dense<0.0> : tensor<f32>
    %791 = "stablehlo.reduce"(%789, %790) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %792 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %793 = stablehlo.divide %791, %792 : tensor<64x7x7xf32>
    %794 = "stablehlo.broadcast_in_dim"(%793) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %795 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %796 = stablehlo.add %794, %795 : tensor<64x7x7x768xf32>
    %797 = stablehlo.rsqrt %796 : tensor<64x7x7x768xf32>
    %798 = stablehlo.multiply %788, %797 : tensor<64x7x7x768xf32>
    %799 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %800 = stablehlo.multiply %798, %799 : tensor<64x7x7x768xf32>
    %801 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %802 = stablehlo.add %800, %801 : tensor<64x7x7x768xf32>
    %803 = "stablehlo.dot_general"(%802, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %804 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %805 = stablehlo.add %803, %804 : tensor<64x7x7x3072xf32>
    %806 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %807 = stablehlo.multiply %805, %806 : tensor<64x7x7x3072xf32>
    %808 = "chlo.erf"(%807) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %809 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %810 = stablehlo.add %808, %809 : tensor<64x7x7x3072xf32>
    %811 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %812 = stablehlo.multiply %805, %811 : tensor<64x7x7x3072xf32>
    %813 = stablehlo.multiply %812, %810 : tensor<64x7x7x3072xf32>
    %814 = "stablehlo.dot_general"(%813, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %815 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %816 = stablehlo.add %814, %815 : tensor<64x7x7x768xf32>
    %817 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %818 = stablehlo.multiply %816, %817 : tensor<64x7x7x768xf32>
    %819 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %820 = "stablehlo.broadcast_in_dim"(%819) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %821 = stablehlo.multiply %818, %820 : tensor<64x7x7x768xf32>
    %822 = stablehlo.add %821, %779 : tensor<64x7x7x768xf32>
    %823 = "stablehlo.convolution"(%822, %stages.3.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %824 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %825 = stablehlo.add %823, %824 : tensor<64x7x7x768xf32>
    %826 = stablehlo.constant dense<0.0> : tensor<f32>
    %827 = "stablehlo.reduce"(%825, %826) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %828 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %829 = stablehlo.divide %827, %828 : tensor<64x7x7xf32>
    %830 = "stablehlo.broadcast_in_dim"(%829) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %831 = stablehlo.subtract %825, %830 : tensor<64x7x7x768xf32>
    %832 = stablehlo.multiply %831, %831 : tensor<64x7x7x768xf32>
    %833 = stablehlo.constant dense<0.0> : tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %835 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %836 = stablehlo.divide %834, %835 : tensor<64x7x7xf32>
    %837 = "stablehlo.broadcast_in_dim"(%836) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %838 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %839 = stablehlo.add %837, %838 : tensor<64x7x7x768xf32>
    %840 = stablehlo.rsqrt %839 : tensor<64x7x7x768xf32>
    %841 = stablehlo.multiply %831, %840 : tensor<64x7x7x768xf32>
    %842 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %843 = stablehlo.multiply %841, %842 : tensor<64x7x7x768xf32>
    %844 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %845 = stablehlo.add %843, %844 : tensor<64x7x7x768xf32>
    %846 = "stablehlo.dot_general"(%845, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %847 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %848 = stablehlo.add %846, %847 : tensor<64x7x7x3072xf32>
    %849 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %850 = stablehlo.multiply %848, %849 : tensor<64x7x7x3072xf32>
    %851 = "chlo.erf"(%850) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %852 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %853 = stablehlo.add %851, %852 : tensor<64x7x7x3072xf32>
    %854 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %855 = stablehlo.multiply %848, %854 : tensor<64x7x7x3072xf32>
    %856 = stablehlo.multiply %855, %853 : tensor<64x7x7x3072xf32>
    %857 = "stablehlo.dot_general"(%856, %stages.3.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %858 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %859 = stablehlo.add %857, %858 : tensor<64x7x7x768xf32>
    %860 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %861 = stablehlo.multiply %859, %860 : tensor<64x7x7x768xf32>
    %862 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %863 = "stablehlo.broadcast_in_dim"(%862) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %864 = stablehlo.multiply %861, %863 : tensor<64x7x7x768xf32>
    %865 = stablehlo.add %864, %822 : tensor<64x7x7x768xf32>
    %866 = stablehlo.constant dense<0.0> : tensor<f32>
    %867 = "stablehlo.reduce"(%865, %866) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x768xf32>
    %868 = stablehlo.constant dense<49.0> : tensor<64x768xf32>
    %869 = stablehlo.divide %867, %868 : tensor<64x768xf32>
    %870 = stablehlo.constant dense<0.0> : tensor<f32>
    %871 = "stablehlo.reduce"(%869, %870) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %872 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %873 = stablehlo.divide %871, %872 : tensor<64xf32>
    %874 = "stablehlo.broadcast_in_dim"(%873) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %875 = stablehlo.subtract %869, %874 : tensor<64x768xf32>
    %876 = stablehlo.multiply %875, %875 : tensor<64x768xf32>
    %877 = stablehlo.constant dense<0.0> : tensor<f32>
    %878 = "stablehlo.reduce"(%876, %877) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %879 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %880 = stablehlo.divide %878, %879 : tensor<64xf32>
    %881 = "stablehlo.broadcast_in_dim"(%880) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %882 = stablehlo.constant dense<1.0e-06> : tensor<64x768xf32>
    %883 = stablehlo.add %881, %882 : tensor<64x768xf32>
    %884 = stablehlo.rsqrt %883 : tensor<64x768xf32>
    %885 = stablehlo.multiply %875, %884 : tensor<64x768xf32>
    %886 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<768xf32>) -> tensor<64x768xf32>
    %887 = stablehlo.multiply %885, %886 : tensor<64x768xf32>
    %888 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<768xf32>) -> tensor<64x768xf32>
    %889 = stablehlo.add %887, %888 : tensor<64x768xf32>
    %890 = "stablehlo.dot_general"(%889, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<64x768xf32>, tensor<768x1000xf32>) -> tensor<64x1000xf32>
    %891 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<64x1000xf32>
    %892 = stablehlo.add %890, %891 : tensor<64x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %893 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %894 = "stablehlo.reduce"(%892, %893) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.maximum %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %895 = "stablehlo.broadcast_in_dim"(%894) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %896 = stablehlo.subtract %892, %895 : tensor<64x1000xf32>
    %897 = stablehlo.exponential %896 : tensor<64x1000xf32>
    %898 = stablehlo.constant dense<0.0> : tensor<f32>
    %899 = "stablehlo.reduce"(%897, %898) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %900 = "stablehlo.broadcast_in_dim"(%899) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %901 = stablehlo.log %900 : tensor<64x1000xf32>
    %902 = stablehlo.subtract %896, %901 : tensor<64x1000xf32>
    %903 = stablehlo.multiply %targets, %902 : tensor<64x1000xf32>
    %904 = stablehlo.constant dense<0.0> : tensor<f32>
    %905 = "stablehlo.reduce"(%903, %904) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<f32>
    %906 = stablehlo.negate %905 : tensor<f32>
    %907 = stablehlo.constant dense<64.0> : tensor<f32>
    %908 = stablehlo.divide %906, %907 : tensor<f32>
    // ── backward ──
    %909 = stablehlo.constant dense<0.0> : tensor<f32>
    %910 = "stablehlo.reduce"(%targets, %909) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %911 = "stablehlo.broadcast_in_dim"(%910) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %912 = stablehlo.divide %897, %900 : tensor<64x1000xf32>
    %913 = stablehlo.multiply %912, %911 : tensor<64x1000xf32>
    %914 = stablehlo.subtract %913, %targets : tensor<64x1000xf32>
    %915 = stablehlo.constant dense<64.0> : tensor<64x1000xf32>
    %916 = stablehlo.divide %914, %915 : tensor<64x1000xf32>
    %917 = "stablehlo.dot_general"(%916, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1000xf32>, tensor<768x1000xf32>) -> tensor<64x768xf32>
    %918 = "stablehlo.dot_general"(%889, %916) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<64x768xf32>, tensor<64x1000xf32>) -> tensor<768x1000xf32>
    %919 = stablehlo.constant dense<0.0> : tensor<f32>
    %920 = "stablehlo.reduce"(%916, %919) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %921 = stablehlo.multiply %917, %886 : tensor<64x768xf32>
    %922 = stablehlo.constant dense<0.0> : tensor<f32>
    %923 = "stablehlo.reduce"(%921, %922) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %924 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %925 = stablehlo.divide %923, %924 : tensor<64xf32>
    %926 = "stablehlo.broadcast_in_dim"(%925) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %927 = stablehlo.subtract %921, %926 : tensor<64x768xf32>
    %928 = stablehlo.multiply %921, %885 : tensor<64x768xf32>
    %929 = stablehlo.constant dense<0.0> : tensor<f32>
    %930 = "stablehlo.reduce"(%928, %929) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %931 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %932 = stablehlo.divide %930, %931 : tensor<64xf32>
    %933 = "stablehlo.broadcast_in_dim"(%932) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %934 = stablehlo.multiply %885, %933 : tensor<64x768xf32>
    %935 = stablehlo.subtract %927, %934 : tensor<64x768xf32>
    %936 = stablehlo.multiply %884, %935 : tensor<64x768xf32>
    %937 = stablehlo.multiply %917, %885 : tensor<64x768xf32>
    %938 = stablehlo.constant dense<0.0> : tensor<f32>
    %939 = "stablehlo.reduce"(%937, %938) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<768xf32>
    %940 = stablehlo.constant dense<0.0> : tensor<f32>
    %941 = "stablehlo.reduce"(%917, %940) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<768xf32>
    %942 = stablehlo.constant dense<49.0> : tensor<64x768xf32>
    %943 = stablehlo.divide %936, %942 : tensor<64x768xf32>
    %944 = "stablehlo.broadcast_in_dim"(%943) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x768xf32>) -> tensor<64x7x7x768xf32>
    %945 = stablehlo.multiply %944, %863 : tensor<64x7x7x768xf32>
    %946 = stablehlo.multiply %945, %860 : tensor<64x7x7x768xf32>
    %947 = stablehlo.multiply %945, %859 : tensor<64x7x7x768xf32>
    %948 = stablehlo.constant dense<0.0> : tensor<f32>
    %949 = "stablehlo.reduce"(%947, %948) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %950 = "stablehlo.dot_general"(%946, %stages.3.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %951 = "stablehlo.dot_general"(%856, %946) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %952 = stablehlo.constant dense<0.0> : tensor<f32>
    %953 = "stablehlo.reduce"(%946, %952) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %954 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %955 = stablehlo.multiply %853, %954 : tensor<64x7x7x3072xf32>
    %956 = stablehlo.multiply %850, %850 : tensor<64x7x7x3072xf32>
    %957 = stablehlo.negate %956 : tensor<64x7x7x3072xf32>
    %958 = stablehlo.exponential %957 : tensor<64x7x7x3072xf32>
    %959 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %960 = stablehlo.multiply %958, %959 : tensor<64x7x7x3072xf32>
    %961 = stablehlo.multiply %848, %960 : tensor<64x7x7x3072xf32>
    %962 = stablehlo.add %955, %961 : tensor<64x7x7x3072xf32>
    %963 = stablehlo.multiply %950, %962 : tensor<64x7x7x3072xf32>
    %964 = "stablehlo.dot_general"(%963, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %965 = "stablehlo.dot_general"(%845, %963) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %966 = stablehlo.constant dense<0.0> : tensor<f32>
    %967 = "stablehlo.reduce"(%963, %966) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %968 = stablehlo.multiply %964, %842 : tensor<64x7x7x768xf32>
    %969 = stablehlo.constant dense<0.0> : tensor<f32>
    %970 = "stablehlo.reduce"(%968, %969) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %971 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %972 = stablehlo.divide %970, %971 : tensor<64x7x7xf32>
    %973 = "stablehlo.broadcast_in_dim"(%972) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %974 = stablehlo.subtract %968, %973 : tensor<64x7x7x768xf32>
    %975 = stablehlo.multiply %968, %841 : tensor<64x7x7x768xf32>
    %976 = stablehlo.constant dense<0.0> : tensor<f32>
    %977 = "stablehlo.reduce"(%975, %976) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %978 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %979 = stablehlo.divide %977, %978 : tensor<64x7x7xf32>
    %980 = "stablehlo.broadcast_in_dim"(%979) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %981 = stablehlo.multiply %841, %980 : tensor<64x7x7x768xf32>
    %982 = stablehlo.subtract %974, %981 : tensor<64x7x7x768xf32>
    %983 = stablehlo.multiply %840, %982 : tensor<64x7x7x768xf32>
    %984 = stablehlo.multiply %964, %841 : tensor<64x7x7x768xf32>
    %985 = stablehlo.constant dense<0.0> : tensor<f32>
    %986 = "stablehlo.reduce"(%984, %985) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %987 = stablehlo.constant dense<0.0> : tensor<f32>
    %988 = "stablehlo.reduce"(%964, %987) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %989 = "stablehlo.reverse"(%stages.3.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %990 = "stablehlo.convolution"(%983, %989) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %991 = "stablehlo.convolution"(%822, %983) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %992 = stablehlo.constant dense<0.0> : tensor<f32>
    %993 = "stablehlo.reduce"(%983, %992) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %994 = stablehlo.add %990, %944 : tensor<64x7x7x768xf32>
    %995 = stablehlo.multiply %994, %820 : tensor<64x7x7x768xf32>
    %996 = stablehlo.multiply %995, %817 : tensor<64x7x7x768xf32>
    %997 = stablehlo.multiply %995, %816 : tensor<64x7x7x768xf32>
    %998 = stablehlo.constant dense<0.0> : tensor<f32>
    %999 = "stablehlo.reduce"(%997, %998) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1000 = "stablehlo.dot_general"(%996, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1001 = "stablehlo.dot_general"(%813, %996) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %1002 = stablehlo.constant dense<0.0> : tensor<f32>
    %1003 = "stablehlo.reduce"(%996, %1002) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1004 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1005 = stablehlo.multiply %810, %1004 : tensor<64x7x7x3072xf32>
    %1006 = stablehlo.multiply %807, %807 : tensor<64x7x7x3072xf32>
    %1007 = stablehlo.negate %1006 : tensor<64x7x7x3072xf32>
    %1008 = stablehlo.exponential %1007 : tensor<64x7x7x3072xf32>
    %1009 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1010 = stablehlo.multiply %1008, %1009 : tensor<64x7x7x3072xf32>
    %1011 = stablehlo.multiply %805, %1010 : tensor<64x7x7x3072xf32>
    %1012 = stablehlo.add %1005, %1011 : tensor<64x7x7x3072xf32>
    %1013 = stablehlo.multiply %1000, %1012 : tensor<64x7x7x3072xf32>
    %1014 = "stablehlo.dot_general"(%1013, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1015 = "stablehlo.dot_general"(%802, %1013) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1016 = stablehlo.constant dense<0.0> : tensor<f32>
    %1017 = "stablehlo.reduce"(%1013, %1016) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1018 = stablehlo.multiply %1014, %799 : tensor<64x7x7x768xf32>
    %1019 = stablehlo.constant dense<0.0> : tensor<f32>
    %1020 = "stablehlo.reduce"(%1018, %1019) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1021 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1022 = stablehlo.divide %1020, %1021 : tensor<64x7x7xf32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1024 = stablehlo.subtract %1018, %1023 : tensor<64x7x7x768xf32>
    %1025 = stablehlo.multiply %1018, %798 : tensor<64x7x7x768xf32>
    %1026 = stablehlo.constant dense<0.0> : tensor<f32>
    %1027 = "stablehlo.reduce"(%1025, %1026) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1028 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1029 = stablehlo.divide %1027, %1028 : tensor<64x7x7xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1031 = stablehlo.multiply %798, %1030 : tensor<64x7x7x768xf32>
    %1032 = stablehlo.subtract %1024, %1031 : tensor<64x7x7x768xf32>
    %1033 = stablehlo.multiply %797, %1032 : tensor<64x7x7x768xf32>
    %1034 = stablehlo.multiply %1014, %798 : tensor<64x7x7x768xf32>
    %1035 = stablehlo.constant dense<0.0> : tensor<f32>
    %1036 = "stablehlo.reduce"(%1034, %1035) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1037 = stablehlo.constant dense<0.0> : tensor<f32>
    %1038 = "stablehlo.reduce"(%1014, %1037) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1039 = "stablehlo.reverse"(%stages.3.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1040 = "stablehlo.convolution"(%1033, %1039) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1041 = "stablehlo.convolution"(%779, %1033) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1042 = stablehlo.constant dense<0.0> : tensor<f32>
    %1043 = "stablehlo.reduce"(%1033, %1042) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1044 = stablehlo.add %1040, %994 : tensor<64x7x7x768xf32>
    %1045 = stablehlo.multiply %1044, %777 : tensor<64x7x7x768xf32>
    %1046 = stablehlo.multiply %1045, %774 : tensor<64x7x7x768xf32>
    %1047 = stablehlo.multiply %1045, %773 : tensor<64x7x7x768xf32>
    %1048 = stablehlo.constant dense<0.0> : tensor<f32>
    %1049 = "stablehlo.reduce"(%1047, %1048) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1050 = "stablehlo.dot_general"(%1046, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1051 = "stablehlo.dot_general"(%770, %1046) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %1052 = stablehlo.constant dense<0.0> : tensor<f32>
    %1053 = "stablehlo.reduce"(%1046, %1052) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1054 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1055 = stablehlo.multiply %767, %1054 : tensor<64x7x7x3072xf32>
    %1056 = stablehlo.multiply %764, %764 : tensor<64x7x7x3072xf32>
    %1057 = stablehlo.negate %1056 : tensor<64x7x7x3072xf32>
    %1058 = stablehlo.exponential %1057 : tensor<64x7x7x3072xf32>
    %1059 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1060 = stablehlo.multiply %1058, %1059 : tensor<64x7x7x3072xf32>
    %1061 = stablehlo.multiply %762, %1060 : tensor<64x7x7x3072xf32>
    %1062 = stablehlo.add %1055, %1061 : tensor<64x7x7x3072xf32>
    %1063 = stablehlo.multiply %1050, %1062 : tensor<64x7x7x3072xf32>
    %1064 = "stablehlo.dot_general"(%1063, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1065 = "stablehlo.dot_general"(%759, %1063) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1066 = stablehlo.constant dense<0.0> : tensor<f32>
    %1067 = "stablehlo.reduce"(%1063, %1066) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1068 = stablehlo.multiply %1064, %756 : tensor<64x7x7x768xf32>
    %1069 = stablehlo.constant dense<0.0> : tensor<f32>
    %1070 = "stablehlo.reduce"(%1068, %1069) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1071 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1072 = stablehlo.divide %1070, %1071 : tensor<64x7x7xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1074 = stablehlo.subtract %1068, %1073 : tensor<64x7x7x768xf32>
    %1075 = stablehlo.multiply %1068, %755 : tensor<64x7x7x768xf32>
    %1076 = stablehlo.constant dense<0.0> : tensor<f32>
    %1077 = "stablehlo.reduce"(%1075, %1076) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1078 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1079 = stablehlo.divide %1077, %1078 : tensor<64x7x7xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1081 = stablehlo.multiply %755, %1080 : tensor<64x7x7x768xf32>
    %1082 = stablehlo.subtract %1074, %1081 : tensor<64x7x7x768xf32>
    %1083 = stablehlo.multiply %754, %1082 : tensor<64x7x7x768xf32>
    %1084 = stablehlo.multiply %1064, %755 : tensor<64x7x7x768xf32>
    %1085 = stablehlo.constant dense<0.0> : tensor<f32>
    %1086 = "stablehlo.reduce"(%1084, %1085) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1087 = stablehlo.constant dense<0.0> : tensor<f32>
    %1088 = "stablehlo.reduce"(%1064, %1087) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1089 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1090 = "stablehlo.convolution"(%1083, %1089) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1091 = "stablehlo.convolution"(%736, %1083) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1092 = stablehlo.constant dense<0.0> : tensor<f32>
    %1093 = "stablehlo.reduce"(%1083, %1092) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1094 = stablehlo.add %1090, %1044 : tensor<64x7x7x768xf32>
    %1095 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %1096 = "stablehlo.convolution"(%1094, %1095) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<2x2x384x768xf32>) -> tensor<64x14x14x384xf32>
    %1097 = "stablehlo.convolution"(%733, %1094) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x7x7x768xf32>) -> tensor<2x2x384x768xf32>
    %1098 = stablehlo.constant dense<0.0> : tensor<f32>
    %1099 = "stablehlo.reduce"(%1094, %1098) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1100 = stablehlo.multiply %1096, %730 : tensor<64x14x14x384xf32>
    %1101 = stablehlo.constant dense<0.0> : tensor<f32>
    %1102 = "stablehlo.reduce"(%1100, %1101) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1103 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1104 = stablehlo.divide %1102, %1103 : tensor<64x14x14xf32>
    %1105 = "stablehlo.broadcast_in_dim"(%1104) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1106 = stablehlo.subtract %1100, %1105 : tensor<64x14x14x384xf32>
    %1107 = stablehlo.multiply %1100, %729 : tensor<64x14x14x384xf32>
    %1108 = stablehlo.constant dense<0.0> : tensor<f32>
    %1109 = "stablehlo.reduce"(%1107, %1108) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1110 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1111 = stablehlo.divide %1109, %1110 : tensor<64x14x14xf32>
    %1112 = "stablehlo.broadcast_in_dim"(%1111) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1113 = stablehlo.multiply %729, %1112 : tensor<64x14x14x384xf32>
    %1114 = stablehlo.subtract %1106, %1113 : tensor<64x14x14x384xf32>
    %1115 = stablehlo.multiply %728, %1114 : tensor<64x14x14x384xf32>
    %1116 = stablehlo.multiply %1096, %729 : tensor<64x14x14x384xf32>
    %1117 = stablehlo.constant dense<0.0> : tensor<f32>
    %1118 = "stablehlo.reduce"(%1116, %1117) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1119 = stablehlo.constant dense<0.0> : tensor<f32>
    %1120 = "stablehlo.reduce"(%1096, %1119) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1121 = stablehlo.multiply %1115, %711 : tensor<64x14x14x384xf32>
    %1122 = stablehlo.multiply %1121, %708 : tensor<64x14x14x384xf32>
    %1123 = stablehlo.multiply %1121, %707 : tensor<64x14x14x384xf32>
    %1124 = stablehlo.constant dense<0.0> : tensor<f32>
    %1125 = "stablehlo.reduce"(%1123, %1124) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1126 = "stablehlo.dot_general"(%1122, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1127 = "stablehlo.dot_general"(%704, %1122) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1128 = stablehlo.constant dense<0.0> : tensor<f32>
    %1129 = "stablehlo.reduce"(%1122, %1128) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1130 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1131 = stablehlo.multiply %701, %1130 : tensor<64x14x14x1536xf32>
    %1132 = stablehlo.multiply %698, %698 : tensor<64x14x14x1536xf32>
    %1133 = stablehlo.negate %1132 : tensor<64x14x14x1536xf32>
    %1134 = stablehlo.exponential %1133 : tensor<64x14x14x1536xf32>
    %1135 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1136 = stablehlo.multiply %1134, %1135 : tensor<64x14x14x1536xf32>
    %1137 = stablehlo.multiply %696, %1136 : tensor<64x14x14x1536xf32>
    %1138 = stablehlo.add %1131, %1137 : tensor<64x14x14x1536xf32>
    %1139 = stablehlo.multiply %1126, %1138 : tensor<64x14x14x1536xf32>
    %1140 = "stablehlo.dot_general"(%1139, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1141 = "stablehlo.dot_general"(%693, %1139) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1142 = stablehlo.constant dense<0.0> : tensor<f32>
    %1143 = "stablehlo.reduce"(%1139, %1142) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1144 = stablehlo.multiply %1140, %690 : tensor<64x14x14x384xf32>
    %1145 = stablehlo.constant dense<0.0> : tensor<f32>
    %1146 = "stablehlo.reduce"(%1144, %1145) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1147 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1148 = stablehlo.divide %1146, %1147 : tensor<64x14x14xf32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1150 = stablehlo.subtract %1144, %1149 : tensor<64x14x14x384xf32>
    %1151 = stablehlo.multiply %1144, %689 : tensor<64x14x14x384xf32>
    %1152 = stablehlo.constant dense<0.0> : tensor<f32>
    %1153 = "stablehlo.reduce"(%1151, %1152) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1154 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1155 = stablehlo.divide %1153, %1154 : tensor<64x14x14xf32>
    %1156 = "stablehlo.broadcast_in_dim"(%1155) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1157 = stablehlo.multiply %689, %1156 : tensor<64x14x14x384xf32>
    %1158 = stablehlo.subtract %1150, %1157 : tensor<64x14x14x384xf32>
    %1159 = stablehlo.multiply %688, %1158 : tensor<64x14x14x384xf32>
    %1160 = stablehlo.multiply %1140, %689 : tensor<64x14x14x384xf32>
    %1161 = stablehlo.constant dense<0.0> : tensor<f32>
    %1162 = "stablehlo.reduce"(%1160, %1161) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1163 = stablehlo.constant dense<0.0> : tensor<f32>
    %1164 = "stablehlo.reduce"(%1140, %1163) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1165 = "stablehlo.reverse"(%stages.2.blocks.8.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1166 = "stablehlo.convolution"(%1159, %1165) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1167 = "stablehlo.convolution"(%670, %1159) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1168 = stablehlo.constant dense<0.0> : tensor<f32>
    %1169 = "stablehlo.reduce"(%1159, %1168) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1170 = stablehlo.add %1166, %1115 : tensor<64x14x14x384xf32>
    %1171 = stablehlo.multiply %1170, %668 : tensor<64x14x14x384xf32>
    %1172 = stablehlo.multiply %1171, %665 : tensor<64x14x14x384xf32>
    %1173 = stablehlo.multiply %1171, %664 : tensor<64x14x14x384xf32>
    %1174 = stablehlo.constant dense<0.0> : tensor<f32>
    %1175 = "stablehlo.reduce"(%1173, %1174) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1176 = "stablehlo.dot_general"(%1172, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1177 = "stablehlo.dot_general"(%661, %1172) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1178 = stablehlo.constant dense<0.0> : tensor<f32>
    %1179 = "stablehlo.reduce"(%1172, %1178) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1180 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1181 = stablehlo.multiply %658, %1180 : tensor<64x14x14x1536xf32>
    %1182 = stablehlo.multiply %655, %655 : tensor<64x14x14x1536xf32>
    %1183 = stablehlo.negate %1182 : tensor<64x14x14x1536xf32>
    %1184 = stablehlo.exponential %1183 : tensor<64x14x14x1536xf32>
    %1185 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1186 = stablehlo.multiply %1184, %1185 : tensor<64x14x14x1536xf32>
    %1187 = stablehlo.multiply %653, %1186 : tensor<64x14x14x1536xf32>
    %1188 = stablehlo.add %1181, %1187 : tensor<64x14x14x1536xf32>
    %1189 = stablehlo.multiply %1176, %1188 : tensor<64x14x14x1536xf32>
    %1190 = "stablehlo.dot_general"(%1189, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1191 = "stablehlo.dot_general"(%650, %1189) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1192 = stablehlo.constant dense<0.0> : tensor<f32>
    %1193 = "stablehlo.reduce"(%1189, %1192) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1194 = stablehlo.multiply %1190, %647 : tensor<64x14x14x384xf32>
    %1195 = stablehlo.constant dense<0.0> : tensor<f32>
    %1196 = "stablehlo.reduce"(%1194, %1195) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1197 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1198 = stablehlo.divide %1196, %1197 : tensor<64x14x14xf32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1200 = stablehlo.subtract %1194, %1199 : tensor<64x14x14x384xf32>
    %1201 = stablehlo.multiply %1194, %646 : tensor<64x14x14x384xf32>
    %1202 = stablehlo.constant dense<0.0> : tensor<f32>
    %1203 = "stablehlo.reduce"(%1201, %1202) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1204 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1205 = stablehlo.divide %1203, %1204 : tensor<64x14x14xf32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1207 = stablehlo.multiply %646, %1206 : tensor<64x14x14x384xf32>
    %1208 = stablehlo.subtract %1200, %1207 : tensor<64x14x14x384xf32>
    %1209 = stablehlo.multiply %645, %1208 : tensor<64x14x14x384xf32>
    %1210 = stablehlo.multiply %1190, %646 : tensor<64x14x14x384xf32>
    %1211 = stablehlo.constant dense<0.0> : tensor<f32>
    %1212 = "stablehlo.reduce"(%1210, %1211) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1213 = stablehlo.constant dense<0.0> : tensor<f32>
    %1214 = "stablehlo.reduce"(%1190, %1213) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1215 = "stablehlo.reverse"(%stages.2.blocks.7.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1216 = "stablehlo.convolution"(%1209, %1215) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1217 = "stablehlo.convolution"(%627, %1209) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1218 = stablehlo.constant dense<0.0> : tensor<f32>
    %1219 = "stablehlo.reduce"(%1209, %1218) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1220 = stablehlo.add %1216, %1170 : tensor<64x14x14x384xf32>
    %1221 = stablehlo.multiply %1220, %625 : tensor<64x14x14x384xf32>
    %1222 = stablehlo.multiply %1221, %622 : tensor<64x14x14x384xf32>
    %1223 = stablehlo.multiply %1221, %621 : tensor<64x14x14x384xf32>
    %1224 = stablehlo.constant dense<0.0> : tensor<f32>
    %1225 = "stablehlo.reduce"(%1223, %1224) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1226 = "stablehlo.dot_general"(%1222, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1227 = "stablehlo.dot_general"(%618, %1222) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1228 = stablehlo.constant dense<0.0> : tensor<f32>
    %1229 = "stablehlo.reduce"(%1222, %1228) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1230 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1231 = stablehlo.multiply %615, %1230 : tensor<64x14x14x1536xf32>
    %1232 = stablehlo.multiply %612, %612 : tensor<64x14x14x1536xf32>
    %1233 = stablehlo.negate %1232 : tensor<64x14x14x1536xf32>
    %1234 = stablehlo.exponential %1233 : tensor<64x14x14x1536xf32>
    %1235 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1236 = stablehlo.multiply %1234, %1235 : tensor<64x14x14x1536xf32>
    %1237 = stablehlo.multiply %610, %1236 : tensor<64x14x14x1536xf32>
    %1238 = stablehlo.add %1231, %1237 : tensor<64x14x14x1536xf32>
    %1239 = stablehlo.multiply %1226, %1238 : tensor<64x14x14x1536xf32>
    %1240 = "stablehlo.dot_general"(%1239, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1241 = "stablehlo.dot_general"(%607, %1239) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1242 = stablehlo.constant dense<0.0> : tensor<f32>
    %1243 = "stablehlo.reduce"(%1239, %1242) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1244 = stablehlo.multiply %1240, %604 : tensor<64x14x14x384xf32>
    %1245 = stablehlo.constant dense<0.0> : tensor<f32>
    %1246 = "stablehlo.reduce"(%1244, %1245) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1247 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1248 = stablehlo.divide %1246, %1247 : tensor<64x14x14xf32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1250 = stablehlo.subtract %1244, %1249 : tensor<64x14x14x384xf32>
    %1251 = stablehlo.multiply %1244, %603 : tensor<64x14x14x384xf32>
    %1252 = stablehlo.constant dense<0.0> : tensor<f32>
    %1253 = "stablehlo.reduce"(%1251, %1252) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1254 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1255 = stablehlo.divide %1253, %1254 : tensor<64x14x14xf32>
    %1256 = "stablehlo.broadcast_in_dim"(%1255) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1257 = stablehlo.multiply %603, %1256 : tensor<64x14x14x384xf32>
    %1258 = stablehlo.subtract %1250, %1257 : tensor<64x14x14x384xf32>
    %1259 = stablehlo.multiply %602, %1258 : tensor<64x14x14x384xf32>
    %1260 = stablehlo.multiply %1240, %603 : tensor<64x14x14x384xf32>
    %1261 = stablehlo.constant dense<0.0> : tensor<f32>
    %1262 = "stablehlo.reduce"(%1260, %1261) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1263 = stablehlo.constant dense<0.0> : tensor<f32>
    %1264 = "stablehlo.reduce"(%1240, %1263) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1265 = "stablehlo.reverse"(%stages.2.blocks.6.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1266 = "stablehlo.convolution"(%1259, %1265) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1267 = "stablehlo.convolution"(%584, %1259) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1268 = stablehlo.constant dense<0.0> : tensor<f32>
    %1269 = "stablehlo.reduce"(%1259, %1268) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1270 = stablehlo.add %1266, %1220 : tensor<64x14x14x384xf32>
    %1271 = stablehlo.multiply %1270, %582 : tensor<64x14x14x384xf32>
    %1272 = stablehlo.multiply %1271, %579 : tensor<64x14x14x384xf32>
    %1273 = stablehlo.multiply %1271, %578 : tensor<64x14x14x384xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    %1275 = "stablehlo.reduce"(%1273, %1274) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1276 = "stablehlo.dot_general"(%1272, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1277 = "stablehlo.dot_general"(%575, %1272) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1278 = stablehlo.constant dense<0.0> : tensor<f32>
    %1279 = "stablehlo.reduce"(%1272, %1278) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1280 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1281 = stablehlo.multiply %572, %1280 : tensor<64x14x14x1536xf32>
    %1282 = stablehlo.multiply %569, %569 : tensor<64x14x14x1536xf32>
    %1283 = stablehlo.negate %1282 : tensor<64x14x14x1536xf32>
    %1284 = stablehlo.exponential %1283 : tensor<64x14x14x1536xf32>
    %1285 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1286 = stablehlo.multiply %1284, %1285 : tensor<64x14x14x1536xf32>
    %1287 = stablehlo.multiply %567, %1286 : tensor<64x14x14x1536xf32>
    %1288 = stablehlo.add %1281, %1287 : tensor<64x14x14x1536xf32>
    %1289 = stablehlo.multiply %1276, %1288 : tensor<64x14x14x1536xf32>
    %1290 = "stablehlo.dot_general"(%1289, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1291 = "stablehlo.dot_general"(%564, %1289) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1292 = stablehlo.constant dense<0.0> : tensor<f32>
    %1293 = "stablehlo.reduce"(%1289, %1292) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1294 = stablehlo.multiply %1290, %561 : tensor<64x14x14x384xf32>
    %1295 = stablehlo.constant dense<0.0> : tensor<f32>
    %1296 = "stablehlo.reduce"(%1294, %1295) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1297 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1298 = stablehlo.divide %1296, %1297 : tensor<64x14x14xf32>
    %1299 = "stablehlo.broadcast_in_dim"(%1298) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1300 = stablehlo.subtract %1294, %1299 : tensor<64x14x14x384xf32>
    %1301 = stablehlo.multiply %1294, %560 : tensor<64x14x14x384xf32>
    %1302 = stablehlo.constant dense<0.0> : tensor<f32>
    %1303 = "stablehlo.reduce"(%1301, %1302) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1304 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1305 = stablehlo.divide %1303, %1304 : tensor<64x14x14xf32>
    %1306 = "stablehlo.broadcast_in_dim"(%1305) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1307 = stablehlo.multiply %560, %1306 : tensor<64x14x14x384xf32>
    %1308 = stablehlo.subtract %1300, %1307 : tensor<64x14x14x384xf32>
    %1309 = stablehlo.multiply %559, %1308 : tensor<64x14x14x384xf32>
    %1310 = stablehlo.multiply %1290, %560 : tensor<64x14x14x384xf32>
    %1311 = stablehlo.constant dense<0.0> : tensor<f32>
    %1312 = "stablehlo.reduce"(%1310, %1311) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1313 = stablehlo.constant dense<0.0> : tensor<f32>
    %1314 = "stablehlo.reduce"(%1290, %1313) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1315 = "stablehlo.reverse"(%stages.2.blocks.5.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1316 = "stablehlo.convolution"(%1309, %1315) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1317 = "stablehlo.convolution"(%541, %1309) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1318 = stablehlo.constant dense<0.0> : tensor<f32>
    %1319 = "stablehlo.reduce"(%1309, %1318) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1320 = stablehlo.add %1316, %1270 : tensor<64x14x14x384xf32>
    %1321 = stablehlo.multiply %1320, %539 : tensor<64x14x14x384xf32>
    %1322 = stablehlo.multiply %1321, %536 : tensor<64x14x14x384xf32>
    %1323 = stablehlo.multiply %1321, %535 : tensor<64x14x14x384xf32>
    %1324 = stablehlo.constant dense<0.0> : tensor<f32>
    %1325 = "stablehlo.reduce"(%1323, %1324) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1326 = "stablehlo.dot_general"(%1322, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1327 = "stablehlo.dot_general"(%532, %1322) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1328 = stablehlo.constant dense<0.0> : tensor<f32>
    %1329 = "stablehlo.reduce"(%1322, %1328) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1330 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1331 = stablehlo.multiply %529, %1330 : tensor<64x14x14x1536xf32>
    %1332 = stablehlo.multiply %526, %526 : tensor<64x14x14x1536xf32>
    %1333 = stablehlo.negate %1332 : tensor<64x14x14x1536xf32>
    %1334 = stablehlo.exponential %1333 : tensor<64x14x14x1536xf32>
    %1335 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1336 = stablehlo.multiply %1334, %1335 : tensor<64x14x14x1536xf32>
    %1337 = stablehlo.multiply %524, %1336 : tensor<64x14x14x1536xf32>
    %1338 = stablehlo.add %1331, %1337 : tensor<64x14x14x1536xf32>
    %1339 = stablehlo.multiply %1326, %1338 : tensor<64x14x14x1536xf32>
    %1340 = "stablehlo.dot_general"(%1339, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1341 = "stablehlo.dot_general"(%521, %1339) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1342 = stablehlo.constant dense<0.0> : tensor<f32>
    %1343 = "stablehlo.reduce"(%1339, %1342) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1344 = stablehlo.multiply %1340, %518 : tensor<64x14x14x384xf32>
    %1345 = stablehlo.constant dense<0.0> : tensor<f32>
    %1346 = "stablehlo.reduce"(%1344, %1345) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1347 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1348 = stablehlo.divide %1346, %1347 : tensor<64x14x14xf32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1350 = stablehlo.subtract %1344, %1349 : tensor<64x14x14x384xf32>
    %1351 = stablehlo.multiply %1344, %517 : tensor<64x14x14x384xf32>
    %1352 = stablehlo.constant dense<0.0> : tensor<f32>
    %1353 = "stablehlo.reduce"(%1351, %1352) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1354 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1355 = stablehlo.divide %1353, %1354 : tensor<64x14x14xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1357 = stablehlo.multiply %517, %1356 : tensor<64x14x14x384xf32>
    %1358 = stablehlo.subtract %1350, %1357 : tensor<64x14x14x384xf32>
    %1359 = stablehlo.multiply %516, %1358 : tensor<64x14x14x384xf32>
    %1360 = stablehlo.multiply %1340, %517 : tensor<64x14x14x384xf32>
    %1361 = stablehlo.constant dense<0.0> : tensor<f32>
    %1362 = "stablehlo.reduce"(%1360, %1361) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1363 = stablehlo.constant dense<0.0> : tensor<f32>
    %1364 = "stablehlo.reduce"(%1340, %1363) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1365 = "stablehlo.reverse"(%stages.2.blocks.4.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1366 = "stablehlo.convolution"(%1359, %1365) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1367 = "stablehlo.convolution"(%498, %1359) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1368 = stablehlo.constant dense<0.0> : tensor<f32>
    %1369 = "stablehlo.reduce"(%1359, %1368) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1370 = stablehlo.add %1366, %1320 : tensor<64x14x14x384xf32>
    %1371 = stablehlo.multiply %1370, %496 : tensor<64x14x14x384xf32>
    %1372 = stablehlo.multiply %1371, %493 : tensor<64x14x14x384xf32>
    %1373 = stablehlo.multiply %1371, %492 : tensor<64x14x14x384xf32>
    %1374 = stablehlo.constant dense<0.0> : tensor<f32>
    %1375 = "stablehlo.reduce"(%1373, %1374) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1376 = "stablehlo.dot_general"(%1372, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1377 = "stablehlo.dot_general"(%489, %1372) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1378 = stablehlo.constant dense<0.0> : tensor<f32>
    %1379 = "stablehlo.reduce"(%1372, %1378) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1380 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1381 = stablehlo.multiply %486, %1380 : tensor<64x14x14x1536xf32>
    %1382 = stablehlo.multiply %483, %483 : tensor<64x14x14x1536xf32>
    %1383 = stablehlo.negate %1382 : tensor<64x14x14x1536xf32>
    %1384 = stablehlo.exponential %1383 : tensor<64x14x14x1536xf32>
    %1385 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1386 = stablehlo.multiply %1384, %1385 : tensor<64x14x14x1536xf32>
    %1387 = stablehlo.multiply %481, %1386 : tensor<64x14x14x1536xf32>
    %1388 = stablehlo.add %1381, %1387 : tensor<64x14x14x1536xf32>
    %1389 = stablehlo.multiply %1376, %1388 : tensor<64x14x14x1536xf32>
    %1390 = "stablehlo.dot_general"(%1389, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1391 = "stablehlo.dot_general"(%478, %1389) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1392 = stablehlo.constant dense<0.0> : tensor<f32>
    %1393 = "stablehlo.reduce"(%1389, %1392) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1394 = stablehlo.multiply %1390, %475 : tensor<64x14x14x384xf32>
    %1395 = stablehlo.constant dense<0.0> : tensor<f32>
    %1396 = "stablehlo.reduce"(%1394, %1395) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1397 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1398 = stablehlo.divide %1396, %1397 : tensor<64x14x14xf32>
    %1399 = "stablehlo.broadcast_in_dim"(%1398) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1400 = stablehlo.subtract %1394, %1399 : tensor<64x14x14x384xf32>
    %1401 = stablehlo.multiply %1394, %474 : tensor<64x14x14x384xf32>
    %1402 = stablehlo.constant dense<0.0> : tensor<f32>
    %1403 = "stablehlo.reduce"(%1401, %1402) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1404 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1405 = stablehlo.divide %1403, %1404 : tensor<64x14x14xf32>
    %1406 = "stablehlo.broadcast_in_dim"(%1405) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1407 = stablehlo.multiply %474, %1406 : tensor<64x14x14x384xf32>
    %1408 = stablehlo.subtract %1400, %1407 : tensor<64x14x14x384xf32>
    %1409 = stablehlo.multiply %473, %1408 : tensor<64x14x14x384xf32>
    %1410 = stablehlo.multiply %1390, %474 : tensor<64x14x14x384xf32>
    %1411 = stablehlo.constant dense<0.0> : tensor<f32>
    %1412 = "stablehlo.reduce"(%1410, %1411) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1413 = stablehlo.constant dense<0.0> : tensor<f32>
    %1414 = "stablehlo.reduce"(%1390, %1413) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1415 = "stablehlo.reverse"(%stages.2.blocks.3.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1416 = "stablehlo.convolution"(%1409, %1415) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1417 = "stablehlo.convolution"(%455, %1409) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1418 = stablehlo.constant dense<0.0> : tensor<f32>
    %1419 = "stablehlo.reduce"(%1409, %1418) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1420 = stablehlo.add %1416, %1370 : tensor<64x14x14x384xf32>
    %1421 = stablehlo.multiply %1420, %453 : tensor<64x14x14x384xf32>
    %1422 = stablehlo.multiply %1421, %450 : tensor<64x14x14x384xf32>
    %1423 = stablehlo.multiply %1421, %449 : tensor<64x14x14x384xf32>
    %1424 = stablehlo.constant dense<0.0> : tensor<f32>
    %1425 = "stablehlo.reduce"(%1423, %1424) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1426 = "stablehlo.dot_general"(%1422, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1427 = "stablehlo.dot_general"(%446, %1422) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1428 = stablehlo.constant dense<0.0> : tensor<f32>
    %1429 = "stablehlo.reduce"(%1422, %1428) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1430 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1431 = stablehlo.multiply %443, %1430 : tensor<64x14x14x1536xf32>
    %1432 = stablehlo.multiply %440, %440 : tensor<64x14x14x1536xf32>
    %1433 = stablehlo.negate %1432 : tensor<64x14x14x1536xf32>
    %1434 = stablehlo.exponential %1433 : tensor<64x14x14x1536xf32>
    %1435 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1436 = stablehlo.multiply %1434, %1435 : tensor<64x14x14x1536xf32>
    %1437 = stablehlo.multiply %438, %1436 : tensor<64x14x14x1536xf32>
    %1438 = stablehlo.add %1431, %1437 : tensor<64x14x14x1536xf32>
    %1439 = stablehlo.multiply %1426, %1438 : tensor<64x14x14x1536xf32>
    %1440 = "stablehlo.dot_general"(%1439, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1441 = "stablehlo.dot_general"(%435, %1439) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1442 = stablehlo.constant dense<0.0> : tensor<f32>
    %1443 = "stablehlo.reduce"(%1439, %1442) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1444 = stablehlo.multiply %1440, %432 : tensor<64x14x14x384xf32>
    %1445 = stablehlo.constant dense<0.0> : tensor<f32>
    %1446 = "stablehlo.reduce"(%1444, %1445) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1447 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1448 = stablehlo.divide %1446, %1447 : tensor<64x14x14xf32>
    %1449 = "stablehlo.broadcast_in_dim"(%1448) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1450 = stablehlo.subtract %1444, %1449 : tensor<64x14x14x384xf32>
    %1451 = stablehlo.multiply %1444, %431 : tensor<64x14x14x384xf32>
    %1452 = stablehlo.constant dense<0.0> : tensor<f32>
    %1453 = "stablehlo.reduce"(%1451, %1452) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1454 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1455 = stablehlo.divide %1453, %1454 : tensor<64x14x14xf32>
    %1456 = "stablehlo.broadcast_in_dim"(%1455) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1457 = stablehlo.multiply %431, %1456 : tensor<64x14x14x384xf32>
    %1458 = stablehlo.subtract %1450, %1457 : tensor<64x14x14x384xf32>
    %1459 = stablehlo.multiply %430, %1458 : tensor<64x14x14x384xf32>
    %1460 = stablehlo.multiply %1440, %431 : tensor<64x14x14x384xf32>
    %1461 = stablehlo.constant dense<0.0> : tensor<f32>
    %1462 = "stablehlo.reduce"(%1460, %1461) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1463 = stablehlo.constant dense<0.0> : tensor<f32>
    %1464 = "stablehlo.reduce"(%1440, %1463) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1465 = "stablehlo.reverse"(%stages.2.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1466 = "stablehlo.convolution"(%1459, %1465) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1467 = "stablehlo.convolution"(%412, %1459) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1468 = stablehlo.constant dense<0.0> : tensor<f32>
    %1469 = "stablehlo.reduce"(%1459, %1468) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1470 = stablehlo.add %1466, %1420 : tensor<64x14x14x384xf32>
    %1471 = stablehlo.multiply %1470, %410 : tensor<64x14x14x384xf32>
    %1472 = stablehlo.multiply %1471, %407 : tensor<64x14x14x384xf32>
    %1473 = stablehlo.multiply %1471, %406 : tensor<64x14x14x384xf32>
    %1474 = stablehlo.constant dense<0.0> : tensor<f32>
    %1475 = "stablehlo.reduce"(%1473, %1474) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1476 = "stablehlo.dot_general"(%1472, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1477 = "stablehlo.dot_general"(%403, %1472) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1478 = stablehlo.constant dense<0.0> : tensor<f32>
    %1479 = "stablehlo.reduce"(%1472, %1478) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1480 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1481 = stablehlo.multiply %400, %1480 : tensor<64x14x14x1536xf32>
    %1482 = stablehlo.multiply %397, %397 : tensor<64x14x14x1536xf32>
    %1483 = stablehlo.negate %1482 : tensor<64x14x14x1536xf32>
    %1484 = stablehlo.exponential %1483 : tensor<64x14x14x1536xf32>
    %1485 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1486 = stablehlo.multiply %1484, %1485 : tensor<64x14x14x1536xf32>
    %1487 = stablehlo.multiply %395, %1486 : tensor<64x14x14x1536xf32>
    %1488 = stablehlo.add %1481, %1487 : tensor<64x14x14x1536xf32>
    %1489 = stablehlo.multiply %1476, %1488 : tensor<64x14x14x1536xf32>
    %1490 = "stablehlo.dot_general"(%1489, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1491 = "stablehlo.dot_general"(%392, %1489) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1492 = stablehlo.constant dense<0.0> : tensor<f32>
    %1493 = "stablehlo.reduce"(%1489, %1492) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1494 = stablehlo.multiply %1490, %389 : tensor<64x14x14x384xf32>
    %1495 = stablehlo.constant dense<0.0> : tensor<f32>
    %1496 = "stablehlo.reduce"(%1494, %1495) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1497 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1498 = stablehlo.divide %1496, %1497 : tensor<64x14x14xf32>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1500 = stablehlo.subtract %1494, %1499 : tensor<64x14x14x384xf32>
    %1501 = stablehlo.multiply %1494, %388 : tensor<64x14x14x384xf32>
    %1502 = stablehlo.constant dense<0.0> : tensor<f32>
    %1503 = "stablehlo.reduce"(%1501, %1502) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1504 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1505 = stablehlo.divide %1503, %1504 : tensor<64x14x14xf32>
    %1506 = "stablehlo.broadcast_in_dim"(%1505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1507 = stablehlo.multiply %388, %1506 : tensor<64x14x14x384xf32>
    %1508 = stablehlo.subtract %1500, %1507 : tensor<64x14x14x384xf32>
    %1509 = stablehlo.multiply %387, %1508 : tensor<64x14x14x384xf32>
    %1510 = stablehlo.multiply %1490, %388 : tensor<64x14x14x384xf32>
    %1511 = stablehlo.constant dense<0.0> : tensor<f32>
    %1512 = "stablehlo.reduce"(%1510, %1511) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1513 = stablehlo.constant dense<0.0> : tensor<f32>
    %1514 = "stablehlo.reduce"(%1490, %1513) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1515 = "stablehlo.reverse"(%stages.2.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1516 = "stablehlo.convolution"(%1509, %1515) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1517 = "stablehlo.convolution"(%369, %1509) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1518 = stablehlo.constant dense<0.0> : tensor<f32>
    %1519 = "stablehlo.reduce"(%1509, %1518) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1520 = stablehlo.add %1516, %1470 : tensor<64x14x14x384xf32>
    %1521 = stablehlo.multiply %1520, %367 : tensor<64x14x14x384xf32>
    %1522 = stablehlo.multiply %1521, %364 : tensor<64x14x14x384xf32>
    %1523 = stablehlo.multiply %1521, %363 : tensor<64x14x14x384xf32>
    %1524 = stablehlo.constant dense<0.0> : tensor<f32>
    %1525 = "stablehlo.reduce"(%1523, %1524) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1526 = "stablehlo.dot_general"(%1522, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1527 = "stablehlo.dot_general"(%360, %1522) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1528 = stablehlo.constant dense<0.0> : tensor<f32>
    %1529 = "stablehlo.reduce"(%1522, %1528) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1530 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1531 = stablehlo.multiply %357, %1530 : tensor<64x14x14x1536xf32>
    %1532 = stablehlo.multiply %354, %354 : tensor<64x14x14x1536xf32>
    %1533 = stablehlo.negate %1532 : tensor<64x14x14x1536xf32>
    %1534 = stablehlo.exponential %1533 : tensor<64x14x14x1536xf32>
    %1535 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1536 = stablehlo.multiply %1534, %1535 : tensor<64x14x14x1536xf32>
    %1537 = stablehlo.multiply %352, %1536 : tensor<64x14x14x1536xf32>
    %1538 = stablehlo.add %1531, %1537 : tensor<64x14x14x1536xf32>
    %1539 = stablehlo.multiply %1526, %1538 : tensor<64x14x14x1536xf32>
    %1540 = "stablehlo.dot_general"(%1539, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1541 = "stablehlo.dot_general"(%349, %1539) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1542 = stablehlo.constant dense<0.0> : tensor<f32>
    %1543 = "stablehlo.reduce"(%1539, %1542) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1544 = stablehlo.multiply %1540, %346 : tensor<64x14x14x384xf32>
    %1545 = stablehlo.constant dense<0.0> : tensor<f32>
    %1546 = "stablehlo.reduce"(%1544, %1545) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1547 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1548 = stablehlo.divide %1546, %1547 : tensor<64x14x14xf32>
    %1549 = "stablehlo.broadcast_in_dim"(%1548) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1550 = stablehlo.subtract %1544, %1549 : tensor<64x14x14x384xf32>
    %1551 = stablehlo.multiply %1544, %345 : tensor<64x14x14x384xf32>
    %1552 = stablehlo.constant dense<0.0> : tensor<f32>
    %1553 = "stablehlo.reduce"(%1551, %1552) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1554 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1555 = stablehlo.divide %1553, %1554 : tensor<64x14x14xf32>
    %1556 = "stablehlo.broadcast_in_dim"(%1555) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1557 = stablehlo.multiply %345, %1556 : tensor<64x14x14x384xf32>
    %1558 = stablehlo.subtract %1550, %1557 : tensor<64x14x14x384xf32>
    %1559 = stablehlo.multiply %344, %1558 : tensor<64x14x14x384xf32>
    %1560 = stablehlo.multiply %1540, %345 : tensor<64x14x14x384xf32>
    %1561 = stablehlo.constant dense<0.0> : tensor<f32>
    %1562 = "stablehlo.reduce"(%1560, %1561) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1563 = stablehlo.constant dense<0.0> : tensor<f32>
    %1564 = "stablehlo.reduce"(%1540, %1563) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1565 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1566 = "stablehlo.convolution"(%1559, %1565) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1567 = "stablehlo.convolution"(%326, %1559) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1568 = stablehlo.constant dense<0.0> : tensor<f32>
    %1569 = "stablehlo.reduce"(%1559, %1568) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1570 = stablehlo.add %1566, %1520 : tensor<64x14x14x384xf32>
    %1571 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %1572 = "stablehlo.convolution"(%1570, %1571) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<2x2x192x384xf32>) -> tensor<64x28x28x192xf32>
    %1573 = "stablehlo.convolution"(%323, %1570) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x14x14x384xf32>) -> tensor<2x2x192x384xf32>
    %1574 = stablehlo.constant dense<0.0> : tensor<f32>
    %1575 = "stablehlo.reduce"(%1570, %1574) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1576 = stablehlo.multiply %1572, %320 : tensor<64x28x28x192xf32>
    %1577 = stablehlo.constant dense<0.0> : tensor<f32>
    %1578 = "stablehlo.reduce"(%1576, %1577) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1579 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1580 = stablehlo.divide %1578, %1579 : tensor<64x28x28xf32>
    %1581 = "stablehlo.broadcast_in_dim"(%1580) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1582 = stablehlo.subtract %1576, %1581 : tensor<64x28x28x192xf32>
    %1583 = stablehlo.multiply %1576, %319 : tensor<64x28x28x192xf32>
    %1584 = stablehlo.constant dense<0.0> : tensor<f32>
    %1585 = "stablehlo.reduce"(%1583, %1584) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1586 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1587 = stablehlo.divide %1585, %1586 : tensor<64x28x28xf32>
    %1588 = "stablehlo.broadcast_in_dim"(%1587) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1589 = stablehlo.multiply %319, %1588 : tensor<64x28x28x192xf32>
    %1590 = stablehlo.subtract %1582, %1589 : tensor<64x28x28x192xf32>
    %1591 = stablehlo.multiply %318, %1590 : tensor<64x28x28x192xf32>
    %1592 = stablehlo.multiply %1572, %319 : tensor<64x28x28x192xf32>
    %1593 = stablehlo.constant dense<0.0> : tensor<f32>
    %1594 = "stablehlo.reduce"(%1592, %1593) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1595 = stablehlo.constant dense<0.0> : tensor<f32>
    %1596 = "stablehlo.reduce"(%1572, %1595) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1597 = stablehlo.multiply %1591, %301 : tensor<64x28x28x192xf32>
    %1598 = stablehlo.multiply %1597, %298 : tensor<64x28x28x192xf32>
    %1599 = stablehlo.multiply %1597, %297 : tensor<64x28x28x192xf32>
    %1600 = stablehlo.constant dense<0.0> : tensor<f32>
    %1601 = "stablehlo.reduce"(%1599, %1600) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1602 = "stablehlo.dot_general"(%1598, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1603 = "stablehlo.dot_general"(%294, %1598) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1604 = stablehlo.constant dense<0.0> : tensor<f32>
    %1605 = "stablehlo.reduce"(%1598, %1604) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1606 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1607 = stablehlo.multiply %291, %1606 : tensor<64x28x28x768xf32>
    %1608 = stablehlo.multiply %288, %288 : tensor<64x28x28x768xf32>
    %1609 = stablehlo.negate %1608 : tensor<64x28x28x768xf32>
    %1610 = stablehlo.exponential %1609 : tensor<64x28x28x768xf32>
    %1611 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1612 = stablehlo.multiply %1610, %1611 : tensor<64x28x28x768xf32>
    %1613 = stablehlo.multiply %286, %1612 : tensor<64x28x28x768xf32>
    %1614 = stablehlo.add %1607, %1613 : tensor<64x28x28x768xf32>
    %1615 = stablehlo.multiply %1602, %1614 : tensor<64x28x28x768xf32>
    %1616 = "stablehlo.dot_general"(%1615, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1617 = "stablehlo.dot_general"(%283, %1615) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1618 = stablehlo.constant dense<0.0> : tensor<f32>
    %1619 = "stablehlo.reduce"(%1615, %1618) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1620 = stablehlo.multiply %1616, %280 : tensor<64x28x28x192xf32>
    %1621 = stablehlo.constant dense<0.0> : tensor<f32>
    %1622 = "stablehlo.reduce"(%1620, %1621) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1623 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1624 = stablehlo.divide %1622, %1623 : tensor<64x28x28xf32>
    %1625 = "stablehlo.broadcast_in_dim"(%1624) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1626 = stablehlo.subtract %1620, %1625 : tensor<64x28x28x192xf32>
    %1627 = stablehlo.multiply %1620, %279 : tensor<64x28x28x192xf32>
    %1628 = stablehlo.constant dense<0.0> : tensor<f32>
    %1629 = "stablehlo.reduce"(%1627, %1628) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1630 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1631 = stablehlo.divide %1629, %1630 : tensor<64x28x28xf32>
    %1632 = "stablehlo.broadcast_in_dim"(%1631) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1633 = stablehlo.multiply %279, %1632 : tensor<64x28x28x192xf32>
    %1634 = stablehlo.subtract %1626, %1633 : tensor<64x28x28x192xf32>
    %1635 = stablehlo.multiply %278, %1634 : tensor<64x28x28x192xf32>
    %1636 = stablehlo.multiply %1616, %279 : tensor<64x28x28x192xf32>
    %1637 = stablehlo.constant dense<0.0> : tensor<f32>
    %1638 = "stablehlo.reduce"(%1636, %1637) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1639 = stablehlo.constant dense<0.0> : tensor<f32>
    %1640 = "stablehlo.reduce"(%1616, %1639) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1641 = "stablehlo.reverse"(%stages.1.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1642 = "stablehlo.convolution"(%1635, %1641) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1643 = "stablehlo.convolution"(%260, %1635) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1644 = stablehlo.constant dense<0.0> : tensor<f32>
    %1645 = "stablehlo.reduce"(%1635, %1644) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1646 = stablehlo.add %1642, %1591 : tensor<64x28x28x192xf32>
    %1647 = stablehlo.multiply %1646, %258 : tensor<64x28x28x192xf32>
    %1648 = stablehlo.multiply %1647, %255 : tensor<64x28x28x192xf32>
    %1649 = stablehlo.multiply %1647, %254 : tensor<64x28x28x192xf32>
    %1650 = stablehlo.constant dense<0.0> : tensor<f32>
    %1651 = "stablehlo.reduce"(%1649, %1650) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1652 = "stablehlo.dot_general"(%1648, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1653 = "stablehlo.dot_general"(%251, %1648) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1654 = stablehlo.constant dense<0.0> : tensor<f32>
    %1655 = "stablehlo.reduce"(%1648, %1654) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1656 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1657 = stablehlo.multiply %248, %1656 : tensor<64x28x28x768xf32>
    %1658 = stablehlo.multiply %245, %245 : tensor<64x28x28x768xf32>
    %1659 = stablehlo.negate %1658 : tensor<64x28x28x768xf32>
    %1660 = stablehlo.exponential %1659 : tensor<64x28x28x768xf32>
    %1661 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1662 = stablehlo.multiply %1660, %1661 : tensor<64x28x28x768xf32>
    %1663 = stablehlo.multiply %243, %1662 : tensor<64x28x28x768xf32>
    %1664 = stablehlo.add %1657, %1663 : tensor<64x28x28x768xf32>
    %1665 = stablehlo.multiply %1652, %1664 : tensor<64x28x28x768xf32>
    %1666 = "stablehlo.dot_general"(%1665, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1667 = "stablehlo.dot_general"(%240, %1665) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1668 = stablehlo.constant dense<0.0> : tensor<f32>
    %1669 = "stablehlo.reduce"(%1665, %1668) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1670 = stablehlo.multiply %1666, %237 : tensor<64x28x28x192xf32>
    %1671 = stablehlo.constant dense<0.0> : tensor<f32>
    %1672 = "stablehlo.reduce"(%1670, %1671) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1673 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1674 = stablehlo.divide %1672, %1673 : tensor<64x28x28xf32>
    %1675 = "stablehlo.broadcast_in_dim"(%1674) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1676 = stablehlo.subtract %1670, %1675 : tensor<64x28x28x192xf32>
    %1677 = stablehlo.multiply %1670, %236 : tensor<64x28x28x192xf32>
    %1678 = stablehlo.constant dense<0.0> : tensor<f32>
    %1679 = "stablehlo.reduce"(%1677, %1678) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1680 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1681 = stablehlo.divide %1679, %1680 : tensor<64x28x28xf32>
    %1682 = "stablehlo.broadcast_in_dim"(%1681) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1683 = stablehlo.multiply %236, %1682 : tensor<64x28x28x192xf32>
    %1684 = stablehlo.subtract %1676, %1683 : tensor<64x28x28x192xf32>
    %1685 = stablehlo.multiply %235, %1684 : tensor<64x28x28x192xf32>
    %1686 = stablehlo.multiply %1666, %236 : tensor<64x28x28x192xf32>
    %1687 = stablehlo.constant dense<0.0> : tensor<f32>
    %1688 = "stablehlo.reduce"(%1686, %1687) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1689 = stablehlo.constant dense<0.0> : tensor<f32>
    %1690 = "stablehlo.reduce"(%1666, %1689) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1691 = "stablehlo.reverse"(%stages.1.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1692 = "stablehlo.convolution"(%1685, %1691) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1693 = "stablehlo.convolution"(%217, %1685) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1694 = stablehlo.constant dense<0.0> : tensor<f32>
    %1695 = "stablehlo.reduce"(%1685, %1694) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1696 = stablehlo.add %1692, %1646 : tensor<64x28x28x192xf32>
    %1697 = stablehlo.multiply %1696, %215 : tensor<64x28x28x192xf32>
    %1698 = stablehlo.multiply %1697, %212 : tensor<64x28x28x192xf32>
    %1699 = stablehlo.multiply %1697, %211 : tensor<64x28x28x192xf32>
    %1700 = stablehlo.constant dense<0.0> : tensor<f32>
    %1701 = "stablehlo.reduce"(%1699, %1700) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1702 = "stablehlo.dot_general"(%1698, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1703 = "stablehlo.dot_general"(%208, %1698) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1704 = stablehlo.constant dense<0.0> : tensor<f32>
    %1705 = "stablehlo.reduce"(%1698, %1704) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1706 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1707 = stablehlo.multiply %205, %1706 : tensor<64x28x28x768xf32>
    %1708 = stablehlo.multiply %202, %202 : tensor<64x28x28x768xf32>
    %1709 = stablehlo.negate %1708 : tensor<64x28x28x768xf32>
    %1710 = stablehlo.exponential %1709 : tensor<64x28x28x768xf32>
    %1711 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1712 = stablehlo.multiply %1710, %1711 : tensor<64x28x28x768xf32>
    %1713 = stablehlo.multiply %200, %1712 : tensor<64x28x28x768xf32>
    %1714 = stablehlo.add %1707, %1713 : tensor<64x28x28x768xf32>
    %1715 = stablehlo.multiply %1702, %1714 : tensor<64x28x28x768xf32>
    %1716 = "stablehlo.dot_general"(%1715, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1717 = "stablehlo.dot_general"(%197, %1715) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1718 = stablehlo.constant dense<0.0> : tensor<f32>
    %1719 = "stablehlo.reduce"(%1715, %1718) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1720 = stablehlo.multiply %1716, %194 : tensor<64x28x28x192xf32>
    %1721 = stablehlo.constant dense<0.0> : tensor<f32>
    %1722 = "stablehlo.reduce"(%1720, %1721) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1723 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1724 = stablehlo.divide %1722, %1723 : tensor<64x28x28xf32>
    %1725 = "stablehlo.broadcast_in_dim"(%1724) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1726 = stablehlo.subtract %1720, %1725 : tensor<64x28x28x192xf32>
    %1727 = stablehlo.multiply %1720, %193 : tensor<64x28x28x192xf32>
    %1728 = stablehlo.constant dense<0.0> : tensor<f32>
    %1729 = "stablehlo.reduce"(%1727, %1728) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1730 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1731 = stablehlo.divide %1729, %1730 : tensor<64x28x28xf32>
    %1732 = "stablehlo.broadcast_in_dim"(%1731) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1733 = stablehlo.multiply %193, %1732 : tensor<64x28x28x192xf32>
    %1734 = stablehlo.subtract %1726, %1733 : tensor<64x28x28x192xf32>
    %1735 = stablehlo.multiply %192, %1734 : tensor<64x28x28x192xf32>
    %1736 = stablehlo.multiply %1716, %193 : tensor<64x28x28x192xf32>
    %1737 = stablehlo.constant dense<0.0> : tensor<f32>
    %1738 = "stablehlo.reduce"(%1736, %1737) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1739 = stablehlo.constant dense<0.0> : tensor<f32>
    %1740 = "stablehlo.reduce"(%1716, %1739) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1741 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1742 = "stablehlo.convolution"(%1735, %1741) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1743 = "stablehlo.convolution"(%174, %1735) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1744 = stablehlo.constant dense<0.0> : tensor<f32>
    %1745 = "stablehlo.reduce"(%1735, %1744) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1746 = stablehlo.add %1742, %1696 : tensor<64x28x28x192xf32>
    %1747 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %1748 = "stablehlo.convolution"(%1746, %1747) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<2x2x96x192xf32>) -> tensor<64x56x56x96xf32>
    %1749 = "stablehlo.convolution"(%171, %1746) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x28x28x192xf32>) -> tensor<2x2x96x192xf32>
    %1750 = stablehlo.constant dense<0.0> : tensor<f32>
    %1751 = "stablehlo.reduce"(%1746, %1750) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1752 = stablehlo.multiply %1748, %168 : tensor<64x56x56x96xf32>
    %1753 = stablehlo.constant dense<0.0> : tensor<f32>
    %1754 = "stablehlo.reduce"(%1752, %1753) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1755 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1756 = stablehlo.divide %1754, %1755 : tensor<64x56x56xf32>
    %1757 = "stablehlo.broadcast_in_dim"(%1756) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1758 = stablehlo.subtract %1752, %1757 : tensor<64x56x56x96xf32>
    %1759 = stablehlo.multiply %1752, %167 : tensor<64x56x56x96xf32>
    %1760 = stablehlo.constant dense<0.0> : tensor<f32>
    %1761 = "stablehlo.reduce"(%1759, %1760) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1762 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1763 = stablehlo.divide %1761, %1762 : tensor<64x56x56xf32>
    %1764 = "stablehlo.broadcast_in_dim"(%1763) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1765 = stablehlo.multiply %167, %1764 : tensor<64x56x56x96xf32>
    %1766 = stablehlo.subtract %1758, %1765 : tensor<64x56x56x96xf32>
    %1767 = stablehlo.multiply %166, %1766 : tensor<64x56x56x96xf32>
    %1768 = stablehlo.multiply %1748, %167 : tensor<64x56x56x96xf32>
    %1769 = stablehlo.constant dense<0.0> : tensor<f32>
    %1770 = "stablehlo.reduce"(%1768, %1769) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1771 = stablehlo.constant dense<0.0> : tensor<f32>
    %1772 = "stablehlo.reduce"(%1748, %1771) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1773 = stablehlo.multiply %1767, %149 : tensor<64x56x56x96xf32>
    %1774 = stablehlo.multiply %1773, %146 : tensor<64x56x56x96xf32>
    %1775 = stablehlo.multiply %1773, %145 : tensor<64x56x56x96xf32>
    %1776 = stablehlo.constant dense<0.0> : tensor<f32>
    %1777 = "stablehlo.reduce"(%1775, %1776) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1778 = "stablehlo.dot_general"(%1774, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1779 = "stablehlo.dot_general"(%142, %1774) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1780 = stablehlo.constant dense<0.0> : tensor<f32>
    %1781 = "stablehlo.reduce"(%1774, %1780) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1782 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1783 = stablehlo.multiply %139, %1782 : tensor<64x56x56x384xf32>
    %1784 = stablehlo.multiply %136, %136 : tensor<64x56x56x384xf32>
    %1785 = stablehlo.negate %1784 : tensor<64x56x56x384xf32>
    %1786 = stablehlo.exponential %1785 : tensor<64x56x56x384xf32>
    %1787 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1788 = stablehlo.multiply %1786, %1787 : tensor<64x56x56x384xf32>
    %1789 = stablehlo.multiply %134, %1788 : tensor<64x56x56x384xf32>
    %1790 = stablehlo.add %1783, %1789 : tensor<64x56x56x384xf32>
    %1791 = stablehlo.multiply %1778, %1790 : tensor<64x56x56x384xf32>
    %1792 = "stablehlo.dot_general"(%1791, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1793 = "stablehlo.dot_general"(%131, %1791) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1794 = stablehlo.constant dense<0.0> : tensor<f32>
    %1795 = "stablehlo.reduce"(%1791, %1794) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1796 = stablehlo.multiply %1792, %128 : tensor<64x56x56x96xf32>
    %1797 = stablehlo.constant dense<0.0> : tensor<f32>
    %1798 = "stablehlo.reduce"(%1796, %1797) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1799 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1800 = stablehlo.divide %1798, %1799 : tensor<64x56x56xf32>
    %1801 = "stablehlo.broadcast_in_dim"(%1800) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1802 = stablehlo.subtract %1796, %1801 : tensor<64x56x56x96xf32>
    %1803 = stablehlo.multiply %1796, %127 : tensor<64x56x56x96xf32>
    %1804 = stablehlo.constant dense<0.0> : tensor<f32>
    %1805 = "stablehlo.reduce"(%1803, %1804) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1806 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1807 = stablehlo.divide %1805, %1806 : tensor<64x56x56xf32>
    %1808 = "stablehlo.broadcast_in_dim"(%1807) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1809 = stablehlo.multiply %127, %1808 : tensor<64x56x56x96xf32>
    %1810 = stablehlo.subtract %1802, %1809 : tensor<64x56x56x96xf32>
    %1811 = stablehlo.multiply %126, %1810 : tensor<64x56x56x96xf32>
    %1812 = stablehlo.multiply %1792, %127 : tensor<64x56x56x96xf32>
    %1813 = stablehlo.constant dense<0.0> : tensor<f32>
    %1814 = "stablehlo.reduce"(%1812, %1813) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1815 = stablehlo.constant dense<0.0> : tensor<f32>
    %1816 = "stablehlo.reduce"(%1792, %1815) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1817 = "stablehlo.reverse"(%stages.0.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1818 = "stablehlo.convolution"(%1811, %1817) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1819 = "stablehlo.convolution"(%108, %1811) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1820 = stablehlo.constant dense<0.0> : tensor<f32>
    %1821 = "stablehlo.reduce"(%1811, %1820) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1822 = stablehlo.add %1818, %1767 : tensor<64x56x56x96xf32>
    %1823 = stablehlo.multiply %1822, %106 : tensor<64x56x56x96xf32>
    %1824 = stablehlo.multiply %1823, %103 : tensor<64x56x56x96xf32>
    %1825 = stablehlo.multiply %1823, %102 : tensor<64x56x56x96xf32>
    %1826 = stablehlo.constant dense<0.0> : tensor<f32>
    %1827 = "stablehlo.reduce"(%1825, %1826) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1828 = "stablehlo.dot_general"(%1824, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1829 = "stablehlo.dot_general"(%99, %1824) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1830 = stablehlo.constant dense<0.0> : tensor<f32>
    %1831 = "stablehlo.reduce"(%1824, %1830) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1832 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1833 = stablehlo.multiply %96, %1832 : tensor<64x56x56x384xf32>
    %1834 = stablehlo.multiply %93, %93 : tensor<64x56x56x384xf32>
    %1835 = stablehlo.negate %1834 : tensor<64x56x56x384xf32>
    %1836 = stablehlo.exponential %1835 : tensor<64x56x56x384xf32>
    %1837 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1838 = stablehlo.multiply %1836, %1837 : tensor<64x56x56x384xf32>
    %1839 = stablehlo.multiply %91, %1838 : tensor<64x56x56x384xf32>
    %1840 = stablehlo.add %1833, %1839 : tensor<64x56x56x384xf32>
    %1841 = stablehlo.multiply %1828, %1840 : tensor<64x56x56x384xf32>
    %1842 = "stablehlo.dot_general"(%1841, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1843 = "stablehlo.dot_general"(%88, %1841) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1844 = stablehlo.constant dense<0.0> : tensor<f32>
    %1845 = "stablehlo.reduce"(%1841, %1844) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1846 = stablehlo.multiply %1842, %85 : tensor<64x56x56x96xf32>
    %1847 = stablehlo.constant dense<0.0> : tensor<f32>
    %1848 = "stablehlo.reduce"(%1846, %1847) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1849 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1850 = stablehlo.divide %1848, %1849 : tensor<64x56x56xf32>
    %1851 = "stablehlo.broadcast_in_dim"(%1850) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1852 = stablehlo.subtract %1846, %1851 : tensor<64x56x56x96xf32>
    %1853 = stablehlo.multiply %1846, %84 : tensor<64x56x56x96xf32>
    %1854 = stablehlo.constant dense<0.0> : tensor<f32>
    %1855 = "stablehlo.reduce"(%1853, %1854) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1856 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1857 = stablehlo.divide %1855, %1856 : tensor<64x56x56xf32>
    %1858 = "stablehlo.broadcast_in_dim"(%1857) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1859 = stablehlo.multiply %84, %1858 : tensor<64x56x56x96xf32>
    %1860 = stablehlo.subtract %1852, %1859 : tensor<64x56x56x96xf32>
    %1861 = stablehlo.multiply %83, %1860 : tensor<64x56x56x96xf32>
    %1862 = stablehlo.multiply %1842, %84 : tensor<64x56x56x96xf32>
    %1863 = stablehlo.constant dense<0.0> : tensor<f32>
    %1864 = "stablehlo.reduce"(%1862, %1863) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1865 = stablehlo.constant dense<0.0> : tensor<f32>
    %1866 = "stablehlo.reduce"(%1842, %1865) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1867 = "stablehlo.reverse"(%stages.0.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1868 = "stablehlo.convolution"(%1861, %1867) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1869 = "stablehlo.convolution"(%65, %1861) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1870 = stablehlo.constant dense<0.0> : tensor<f32>
    %1871 = "stablehlo.reduce"(%1861, %1870) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1872 = stablehlo.add %1868, %1822 : tensor<64x56x56x96xf32>
    %1873 = stablehlo.multiply %1872, %63 : tensor<64x56x56x96xf32>
    %1874 = stablehlo.multiply %1873, %60 : tensor<64x56x56x96xf32>
    %1875 = stablehlo.multiply %1873, %59 : tensor<64x56x56x96xf32>
    %1876 = stablehlo.constant dense<0.0> : tensor<f32>
    %1877 = "stablehlo.reduce"(%1875, %1876) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1878 = "stablehlo.dot_general"(%1874, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1879 = "stablehlo.dot_general"(%56, %1874) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1880 = stablehlo.constant dense<0.0> : tensor<f32>
    %1881 = "stablehlo.reduce"(%1874, %1880) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1882 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1883 = stablehlo.multiply %53, %1882 : tensor<64x56x56x384xf32>
    %1884 = stablehlo.multiply %50, %50 : tensor<64x56x56x384xf32>
    %1885 = stablehlo.negate %1884 : tensor<64x56x56x384xf32>
    %1886 = stablehlo.exponential %1885 : tensor<64x56x56x384xf32>
    %1887 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1888 = stablehlo.multiply %1886, %1887 : tensor<64x56x56x384xf32>
    %1889 = stablehlo.multiply %48, %1888 : tensor<64x56x56x384xf32>
    %1890 = stablehlo.add %1883, %1889 : tensor<64x56x56x384xf32>
    %1891 = stablehlo.multiply %1878, %1890 : tensor<64x56x56x384xf32>
    %1892 = "stablehlo.dot_general"(%1891, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1893 = "stablehlo.dot_general"(%45, %1891) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1894 = stablehlo.constant dense<0.0> : tensor<f32>
    %1895 = "stablehlo.reduce"(%1891, %1894) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1896 = stablehlo.multiply %1892, %42 : tensor<64x56x56x96xf32>
    %1897 = stablehlo.constant dense<0.0> : tensor<f32>
    %1898 = "stablehlo.reduce"(%1896, %1897) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1899 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1900 = stablehlo.divide %1898, %1899 : tensor<64x56x56xf32>
    %1901 = "stablehlo.broadcast_in_dim"(%1900) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1902 = stablehlo.subtract %1896, %1901 : tensor<64x56x56x96xf32>
    %1903 = stablehlo.multiply %1896, %41 : tensor<64x56x56x96xf32>
    %1904 = stablehlo.constant dense<0.0> : tensor<f32>
    %1905 = "stablehlo.reduce"(%1903, %1904) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1906 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1907 = stablehlo.divide %1905, %1906 : tensor<64x56x56xf32>
    %1908 = "stablehlo.broadcast_in_dim"(%1907) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1909 = stablehlo.multiply %41, %1908 : tensor<64x56x56x96xf32>
    %1910 = stablehlo.subtract %1902, %1909 : tensor<64x56x56x96xf32>
    %1911 = stablehlo.multiply %40, %1910 : tensor<64x56x56x96xf32>
    %1912 = stablehlo.multiply %1892, %41 : tensor<64x56x56x96xf32>
    %1913 = stablehlo.constant dense<0.0> : tensor<f32>
    %1914 = "stablehlo.reduce"(%1912, %1913) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1915 = stablehlo.constant dense<0.0> : tensor<f32>
    %1916 = "stablehlo.reduce"(%1892, %1915) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1917 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1918 = "stablehlo.convolution"(%1911, %1917) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1919 = "stablehlo.convolution"(%22, %1911) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1920 = stablehlo.constant dense<0.0> : tensor<f32>
    %1921 = "stablehlo.reduce"(%1911, %1920) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1922 = stablehlo.add %1918, %1872 : tensor<64x56x56x96xf32>
    %1923 = stablehlo.multiply %1922, %19 : tensor<64x56x56x96xf32>
    %1924 = stablehlo.constant dense<0.0> : tensor<f32>
    %1925 = "stablehlo.reduce"(%1923, %1924) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1926 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1927 = stablehlo.divide %1925, %1926 : tensor<64x56x56xf32>
    %1928 = "stablehlo.broadcast_in_dim"(%1927) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1929 = stablehlo.subtract %1923, %1928 : tensor<64x56x56x96xf32>
    %1930 = stablehlo.multiply %1923, %18 : tensor<64x56x56x96xf32>
    %1931 = stablehlo.constant dense<0.0> : tensor<f32>
    %1932 = "stablehlo.reduce"(%1930, %1931) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1933 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1934 = stablehlo.divide %1932, %1933 : tensor<64x56x56xf32>
    %1935 = "stablehlo.broadcast_in_dim"(%1934) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1936 = stablehlo.multiply %18, %1935 : tensor<64x56x56x96xf32>
    %1937 = stablehlo.subtract %1929, %1936 : tensor<64x56x56x96xf32>
    %1938 = stablehlo.multiply %17, %1937 : tensor<64x56x56x96xf32>
    %1939 = stablehlo.multiply %1922, %18 : tensor<64x56x56x96xf32>
    %1940 = stablehlo.constant dense<0.0> : tensor<f32>
    %1941 = "stablehlo.reduce"(%1939, %1940) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<f32>
    %1943 = "stablehlo.reduce"(%1922, %1942) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1944 = "stablehlo.convolution"(%x, %1938) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<64x224x224x3xf32>, tensor<64x56x56x96xf32>) -> tensor<4x4x3x96xf32>
    %1945 = stablehlo.constant dense<0.0> : tensor<f32>
    %1946 = "stablehlo.reduce"(%1938, %1945) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    // ── optimizer ──
    %1947 = stablehlo.multiply %1944, %1944 : tensor<4x4x3x96xf32>
    %1948 = stablehlo.constant dense<0.0> : tensor<f32>
    %1949 = "stablehlo.reduce"(%1947, %1948) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<4x4x3x96xf32>, tensor<f32>) -> tensor<f32>
    %1950 = stablehlo.multiply %1946, %1946 : tensor<96xf32>
    %1951 = stablehlo.constant dense<0.0> : tensor<f32>
    %1952 = "stablehlo.reduce"(%1950, %1951) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1953 = stablehlo.add %1949, %1952 : tensor<f32>
    %1954 = stablehlo.multiply %1941, %1941 : tensor<96xf32>
    %1955 = stablehlo.constant dense<0.0> : tensor<f32>
    %1956 = "stablehlo.reduce"(%1954, %1955) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1957 = stablehlo.add %1953, %1956 : tensor<f32>
    %1958 = stablehlo.multiply %1943, %1943 : tensor<96xf32>
    %1959 = stablehlo.constant dense<0.0> : tensor<f32>
    %1960 = "stablehlo.reduce"(%1958, %1959) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1961 = stablehlo.add %1957, %1960 : tensor<f32>
    %1962 = stablehlo.multiply %1919, %1919 : tensor<7x7x1x96xf32>
    %1963 = stablehlo.constant dense<0.0> : tensor<f32>
    %1964 = "stablehlo.reduce"(%1962, %1963) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<f32>
    %1965 = stablehlo.add %1961, %1964 : tensor<f32>
    %1966 = stablehlo.multiply %1921, %1921 : tensor<96xf32>
    %1967 = stablehlo.constant dense<0.0> : tensor<f32>
    %1968 = "stablehlo.reduce"(%1966, %1967) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1969 = stablehlo.add %1965, %1968 : tensor<f32>
    %1970 = stablehlo.multiply %1914, %1914 : tensor<96xf32>
    %1971 = stablehlo.constant dense<0.0> : tensor<f32>
    %1972 = "stablehlo.reduce"(%1970, %1971) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1973 = stablehlo.add %1969, %1972 : tensor<f32>
    %1974 = stablehlo.multiply %1916, %1916 : tensor<96xf32>
    %1975 = stablehlo.constant dense<0.0> : tensor<f32>
    %1976 = "stablehlo.reduce"(%1974, %1975) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1977 = stablehlo.add %1973, %1976 : tensor<f32>
    %1978 = stablehlo.multiply %1893, %1893 : tensor<96x384xf32>
    %1979 = stablehlo.constant dense<0.0> : tensor<f32>
    %1980 = "stablehlo.reduce"(%1978, %1979) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<f32>
    %1981 = stablehlo.add %1977, %1980 : tensor<f32>
    %1982 = stablehlo.multiply %1895, %1895 : tensor<384xf32>
    %1983 = stablehlo.constant dense<0.0> : tensor<f32>
    %1984 = "stablehlo.reduce"(%1982, %1983) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %1985 = stablehlo.add %1981, %1984 : tensor<f32>
    %1986 = stablehlo.multiply %1879, %1879 : tensor<384x96xf32>
    %1987 = stablehlo.constant dense<0.0> : tensor<f32>
    %1988 = "stablehlo.reduce"(%1986, %1987) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<f32>
    %1989 = stablehlo.add %1985, %1988 : tensor<f32>
    %1990 = stablehlo.multiply %1881, %1881 : tensor<96xf32>
    %1991 = stablehlo.constant dense<0.0> : tensor<f32>
    %1992 = "stablehlo.reduce"(%1990, %1991) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1993 = stablehlo.add %1989, %1992 : tensor<f32>
    %1994 = stablehlo.multiply %1877, %1877 : tensor<96xf32>
    %1995 = stablehlo.constant dense<0.0> : tensor<f32>
    %1996 = "stablehlo.reduce"(%1994, %1995) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1997 = stablehlo.add %1993, %1996 : tensor<f32>
    %1998 = stablehlo.multiply %1869, %1869 : tensor<7x7x1x96xf32>
    %1999 = stablehlo.constant dense<0.0> : tensor<f32>
    %2000 = "stablehlo.reduce"(%1998, %1999) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<f32>
    %2001 = stablehlo.add %1997, %2000 : tensor<f32>
    %2002 = stablehlo.multiply %1871, %1871 : tensor<96xf32>
    %2003 = stablehlo.constant dense<0.0> : tensor<f32>
    %2004 = "stablehlo.reduce"(%2002, %2003) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2005 = stablehlo.add %2001, %2004 : tensor<f32>
    %2006 = stablehlo.multiply %1864, %1864 : tensor<96xf32>
    %2007 = stablehlo.constant dense<0.0> : tensor<f32>
    %2008 = "stablehlo.reduce"(%2006, %2007) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2009 = stablehlo.add %2005, %2008 : tensor<f32>
    %2010 = stablehlo.multiply %1866, %1866 : tensor<96xf32>
    %2011 = stablehlo.constant dense<0.0> : tensor<f32>
    %2012 = "stablehlo.reduce"(%2010, %2011) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2013 = stablehlo.add %2009, %2012 : tensor<f32>
    %2014 = stablehlo.multiply %1843, %1843 : tensor<96x384xf32>
    %2015 = stablehlo.constant dense<0.0> : tensor<f32>
    %2016 = "stablehlo.reduce"(%2014, %2015) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<f32>
    %2017 = stablehlo.add %2013, %2016 : tensor<f32>
    %2018 = stablehlo.multiply %1845, %1845 : tensor<384xf32>
    %2019 = stablehlo.constant dense<0.0> : tensor<f32>
    %2020 = "stablehlo.reduce"(%2018, %2019) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2021 = stablehlo.add %2017, %2020 : tensor<f32>
    %2022 = stablehlo.multiply %1829, %1829 : tensor<384x96xf32>
    %2023 = stablehlo.constant dense<0.0> : tensor<f32>
    %2024 = "stablehlo.reduce"(%2022, %2023) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<f32>
    %2025 = stablehlo.add %2021, %2024 : tensor<f32>
    %2026 = stablehlo.multiply %1831, %1831 : tensor<96xf32>
    %2027 = stablehlo.constant dense<0.0> : tensor<f32>
    %2028 = "stablehlo.reduce"(%2026, %2027) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2029 = stablehlo.add %2025, %2028 : tensor<f32>
    %2030 = stablehlo.multiply %1827, %1827 : tensor<96xf32>
    %2031 = stablehlo.constant dense<0.0> : tensor<f32>
    %2032 = "stablehlo.reduce"(%2030, %2031) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2033 = stablehlo.add %2029, %2032 : tensor<f32>
    %2034 = stablehlo.multiply %1819, %1819 : tensor<7x7x1x96xf32>
    %2035 = stablehlo.constant dense<0.0> : tensor<f32>
    %2036 = "stablehlo.reduce"(%2034, %2035) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<f32>
    %2037 = stablehlo.add %2033, %2036 : tensor<f32>
    %2038 = stablehlo.multiply %1821, %1821 : tensor<96xf32>
    %2039 = stablehlo.constant dense<0.0> : tensor<f32>
    %2040 = "stablehlo.reduce"(%2038, %2039) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2041 = stablehlo.add %2037, %2040 : tensor<f32>
    %2042 = stablehlo.multiply %1814, %1814 : tensor<96xf32>
    %2043 = stablehlo.constant dense<0.0> : tensor<f32>
    %2044 = "stablehlo.reduce"(%2042, %2043) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2045 = stablehlo.add %2041, %2044 : tensor<f32>
    %2046 = stablehlo.multiply %1816, %1816 : tensor<96xf32>
    %2047 = stablehlo.constant dense<0.0> : tensor<f32>
    %2048 = "stablehlo.reduce"(%2046, %2047) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2049 = stablehlo.add %2045, %2048 : tensor<f32>
    %2050 = stablehlo.multiply %1793, %1793 : tensor<96x384xf32>
    %2051 = stablehlo.constant dense<0.0> : tensor<f32>
    %2052 = "stablehlo.reduce"(%2050, %2051) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<f32>
    %2053 = stablehlo.add %2049, %2052 : tensor<f32>
    %2054 = stablehlo.multiply %1795, %1795 : tensor<384xf32>
    %2055 = stablehlo.constant dense<0.0> : tensor<f32>
    %2056 = "stablehlo.reduce"(%2054, %2055) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2057 = stablehlo.add %2053, %2056 : tensor<f32>
    %2058 = stablehlo.multiply %1779, %1779 : tensor<384x96xf32>
    %2059 = stablehlo.constant dense<0.0> : tensor<f32>
    %2060 = "stablehlo.reduce"(%2058, %2059) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<f32>
    %2061 = stablehlo.add %2057, %2060 : tensor<f32>
    %2062 = stablehlo.multiply %1781, %1781 : tensor<96xf32>
    %2063 = stablehlo.constant dense<0.0> : tensor<f32>
    %2064 = "stablehlo.reduce"(%2062, %2063) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2065 = stablehlo.add %2061, %2064 : tensor<f32>
    %2066 = stablehlo.multiply %1777, %1777 : tensor<96xf32>
    %2067 = stablehlo.constant dense<0.0> : tensor<f32>
    %2068 = "stablehlo.reduce"(%2066, %2067) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2069 = stablehlo.add %2065, %2068 : tensor<f32>
    %2070 = stablehlo.multiply %1770, %1770 : tensor<96xf32>
    %2071 = stablehlo.constant dense<0.0> : tensor<f32>
    %2072 = "stablehlo.reduce"(%2070, %2071) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2073 = stablehlo.add %2069, %2072 : tensor<f32>
    %2074 = stablehlo.multiply %1772, %1772 : tensor<96xf32>
    %2075 = stablehlo.constant dense<0.0> : tensor<f32>
    %2076 = "stablehlo.reduce"(%2074, %2075) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2077 = stablehlo.add %2073, %2076 : tensor<f32>
    %2078 = stablehlo.multiply %1749, %1749 : tensor<2x2x96x192xf32>
    %2079 = stablehlo.constant dense<0.0> : tensor<f32>
    %2080 = "stablehlo.reduce"(%2078, %2079) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<2x2x96x192xf32>, tensor<f32>) -> tensor<f32>
    %2081 = stablehlo.add %2077, %2080 : tensor<f32>
    %2082 = stablehlo.multiply %1751, %1751 : tensor<192xf32>
    %2083 = stablehlo.constant dense<0.0> : tensor<f32>
    %2084 = "stablehlo.reduce"(%2082, %2083) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2085 = stablehlo.add %2081, %2084 : tensor<f32>
    %2086 = stablehlo.multiply %1743, %1743 : tensor<7x7x1x192xf32>
    %2087 = stablehlo.constant dense<0.0> : tensor<f32>
    %2088 = "stablehlo.reduce"(%2086, %2087) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<f32>
    %2089 = stablehlo.add %2085, %2088 : tensor<f32>
    %2090 = stablehlo.multiply %1745, %1745 : tensor<192xf32>
    %2091 = stablehlo.constant dense<0.0> : tensor<f32>
    %2092 = "stablehlo.reduce"(%2090, %2091) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2093 = stablehlo.add %2089, %2092 : tensor<f32>
    %2094 = stablehlo.multiply %1738, %1738 : tensor<192xf32>
    %2095 = stablehlo.constant dense<0.0> : tensor<f32>
    %2096 = "stablehlo.reduce"(%2094, %2095) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2097 = stablehlo.add %2093, %2096 : tensor<f32>
    %2098 = stablehlo.multiply %1740, %1740 : tensor<192xf32>
    %2099 = stablehlo.constant dense<0.0> : tensor<f32>
    %2100 = "stablehlo.reduce"(%2098, %2099) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2101 = stablehlo.add %2097, %2100 : tensor<f32>
    %2102 = stablehlo.multiply %1717, %1717 : tensor<192x768xf32>
    %2103 = stablehlo.constant dense<0.0> : tensor<f32>
    %2104 = "stablehlo.reduce"(%2102, %2103) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<f32>
    %2105 = stablehlo.add %2101, %2104 : tensor<f32>
    %2106 = stablehlo.multiply %1719, %1719 : tensor<768xf32>
    %2107 = stablehlo.constant dense<0.0> : tensor<f32>
    %2108 = "stablehlo.reduce"(%2106, %2107) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2109 = stablehlo.add %2105, %2108 : tensor<f32>
    %2110 = stablehlo.multiply %1703, %1703 : tensor<768x192xf32>
    %2111 = stablehlo.constant dense<0.0> : tensor<f32>
    %2112 = "stablehlo.reduce"(%2110, %2111) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<f32>
    %2113 = stablehlo.add %2109, %2112 : tensor<f32>
    %2114 = stablehlo.multiply %1705, %1705 : tensor<192xf32>
    %2115 = stablehlo.constant dense<0.0> : tensor<f32>
    %2116 = "stablehlo.reduce"(%2114, %2115) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2117 = stablehlo.add %2113, %2116 : tensor<f32>
    %2118 = stablehlo.multiply %1701, %1701 : tensor<192xf32>
    %2119 = stablehlo.constant dense<0.0> : tensor<f32>
    %2120 = "stablehlo.reduce"(%2118, %2119) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2121 = stablehlo.add %2117, %2120 : tensor<f32>
    %2122 = stablehlo.multiply %1693, %1693 : tensor<7x7x1x192xf32>
    %2123 = stablehlo.constant dense<0.0> : tensor<f32>
    %2124 = "stablehlo.reduce"(%2122, %2123) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<f32>
    %2125 = stablehlo.add %2121, %2124 : tensor<f32>
    %2126 = stablehlo.multiply %1695, %1695 : tensor<192xf32>
    %2127 = stablehlo.constant dense<0.0> : tensor<f32>
    %2128 = "stablehlo.reduce"(%2126, %2127) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2129 = stablehlo.add %2125, %2128 : tensor<f32>
    %2130 = stablehlo.multiply %1688, %1688 : tensor<192xf32>
    %2131 = stablehlo.constant dense<0.0> : tensor<f32>
    %2132 = "stablehlo.reduce"(%2130, %2131) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2133 = stablehlo.add %2129, %2132 : tensor<f32>
    %2134 = stablehlo.multiply %1690, %1690 : tensor<192xf32>
    %2135 = stablehlo.constant dense<0.0> : tensor<f32>
    %2136 = "stablehlo.reduce"(%2134, %2135) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2137 = stablehlo.add %2133, %2136 : tensor<f32>
    %2138 = stablehlo.multiply %1667, %1667 : tensor<192x768xf32>
    %2139 = stablehlo.constant dense<0.0> : tensor<f32>
    %2140 = "stablehlo.reduce"(%2138, %2139) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<f32>
    %2141 = stablehlo.add %2137, %2140 : tensor<f32>
    %2142 = stablehlo.multiply %1669, %1669 : tensor<768xf32>
    %2143 = stablehlo.constant dense<0.0> : tensor<f32>
    %2144 = "stablehlo.reduce"(%2142, %2143) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2145 = stablehlo.add %2141, %2144 : tensor<f32>
    %2146 = stablehlo.multiply %1653, %1653 : tensor<768x192xf32>
    %2147 = stablehlo.constant dense<0.0> : tensor<f32>
    %2148 = "stablehlo.reduce"(%2146, %2147) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<f32>
    %2149 = stablehlo.add %2145, %2148 : tensor<f32>
    %2150 = stablehlo.multiply %1655, %1655 : tensor<192xf32>
    %2151 = stablehlo.constant dense<0.0> : tensor<f32>
    %2152 = "stablehlo.reduce"(%2150, %2151) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2153 = stablehlo.add %2149, %2152 : tensor<f32>
    %2154 = stablehlo.multiply %1651, %1651 : tensor<192xf32>
    %2155 = stablehlo.constant dense<0.0> : tensor<f32>
    %2156 = "stablehlo.reduce"(%2154, %2155) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2157 = stablehlo.add %2153, %2156 : tensor<f32>
    %2158 = stablehlo.multiply %1643, %1643 : tensor<7x7x1x192xf32>
    %2159 = stablehlo.constant dense<0.0> : tensor<f32>
    %2160 = "stablehlo.reduce"(%2158, %2159) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<f32>
    %2161 = stablehlo.add %2157, %2160 : tensor<f32>
    %2162 = stablehlo.multiply %1645, %1645 : tensor<192xf32>
    %2163 = stablehlo.constant dense<0.0> : tensor<f32>
    %2164 = "stablehlo.reduce"(%2162, %2163) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2165 = stablehlo.add %2161, %2164 : tensor<f32>
    %2166 = stablehlo.multiply %1638, %1638 : tensor<192xf32>
    %2167 = stablehlo.constant dense<0.0> : tensor<f32>
    %2168 = "stablehlo.reduce"(%2166, %2167) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2169 = stablehlo.add %2165, %2168 : tensor<f32>
    %2170 = stablehlo.multiply %1640, %1640 : tensor<192xf32>
    %2171 = stablehlo.constant dense<0.0> : tensor<f32>
    %2172 = "stablehlo.reduce"(%2170, %2171) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2173 = stablehlo.add %2169, %2172 : tensor<f32>
    %2174 = stablehlo.multiply %1617, %1617 : tensor<192x768xf32>
    %2175 = stablehlo.constant dense<0.0> : tensor<f32>
    %2176 = "stablehlo.reduce"(%2174, %2175) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<f32>
    %2177 = stablehlo.add %2173, %2176 : tensor<f32>
    %2178 = stablehlo.multiply %1619, %1619 : tensor<768xf32>
    %2179 = stablehlo.constant dense<0.0> : tensor<f32>
    %2180 = "stablehlo.reduce"(%2178, %2179) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2181 = stablehlo.add %2177, %2180 : tensor<f32>
    %2182 = stablehlo.multiply %1603, %1603 : tensor<768x192xf32>
    %2183 = stablehlo.constant dense<0.0> : tensor<f32>
    %2184 = "stablehlo.reduce"(%2182, %2183) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<f32>
    %2185 = stablehlo.add %2181, %2184 : tensor<f32>
    %2186 = stablehlo.multiply %1605, %1605 : tensor<192xf32>
    %2187 = stablehlo.constant dense<0.0> : tensor<f32>
    %2188 = "stablehlo.reduce"(%2186, %2187) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2189 = stablehlo.add %2185, %2188 : tensor<f32>
    %2190 = stablehlo.multiply %1601, %1601 : tensor<192xf32>
    %2191 = stablehlo.constant dense<0.0> : tensor<f32>
    %2192 = "stablehlo.reduce"(%2190, %2191) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2193 = stablehlo.add %2189, %2192 : tensor<f32>
    %2194 = stablehlo.multiply %1594, %1594 : tensor<192xf32>
    %2195 = stablehlo.constant dense<0.0> : tensor<f32>
    %2196 = "stablehlo.reduce"(%2194, %2195) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2197 = stablehlo.add %2193, %2196 : tensor<f32>
    %2198 = stablehlo.multiply %1596, %1596 : tensor<192xf32>
    %2199 = stablehlo.constant dense<0.0> : tensor<f32>
    %2200 = "stablehlo.reduce"(%2198, %2199) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2201 = stablehlo.add %2197, %2200 : tensor<f32>
    %2202 = stablehlo.multiply %1573, %1573 : tensor<2x2x192x384xf32>
    %2203 = stablehlo.constant dense<0.0> : tensor<f32>
    %2204 = "stablehlo.reduce"(%2202, %2203) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<2x2x192x384xf32>, tensor<f32>) -> tensor<f32>
    %2205 = stablehlo.add %2201, %2204 : tensor<f32>
    %2206 = stablehlo.multiply %1575, %1575 : tensor<384xf32>
    %2207 = stablehlo.constant dense<0.0> : tensor<f32>
    %2208 = "stablehlo.reduce"(%2206, %2207) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2209 = stablehlo.add %2205, %2208 : tensor<f32>
    %2210 = stablehlo.multiply %1567, %1567 : tensor<7x7x1x384xf32>
    %2211 = stablehlo.constant dense<0.0> : tensor<f32>
    %2212 = "stablehlo.reduce"(%2210, %2211) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2213 = stablehlo.add %2209, %2212 : tensor<f32>
    %2214 = stablehlo.multiply %1569, %1569 : tensor<384xf32>
    %2215 = stablehlo.constant dense<0.0> : tensor<f32>
    %2216 = "stablehlo.reduce"(%2214, %2215) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2217 = stablehlo.add %2213, %2216 : tensor<f32>
    %2218 = stablehlo.multiply %1562, %1562 : tensor<384xf32>
    %2219 = stablehlo.constant dense<0.0> : tensor<f32>
    %2220 = "stablehlo.reduce"(%2218, %2219) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2221 = stablehlo.add %2217, %2220 : tensor<f32>
    %2222 = stablehlo.multiply %1564, %1564 : tensor<384xf32>
    %2223 = stablehlo.constant dense<0.0> : tensor<f32>
    %2224 = "stablehlo.reduce"(%2222, %2223) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2225 = stablehlo.add %2221, %2224 : tensor<f32>
    %2226 = stablehlo.multiply %1541, %1541 : tensor<384x1536xf32>
    %2227 = stablehlo.constant dense<0.0> : tensor<f32>
    %2228 = "stablehlo.reduce"(%2226, %2227) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2229 = stablehlo.add %2225, %2228 : tensor<f32>
    %2230 = stablehlo.multiply %1543, %1543 : tensor<1536xf32>
    %2231 = stablehlo.constant dense<0.0> : tensor<f32>
    %2232 = "stablehlo.reduce"(%2230, %2231) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2233 = stablehlo.add %2229, %2232 : tensor<f32>
    %2234 = stablehlo.multiply %1527, %1527 : tensor<1536x384xf32>
    %2235 = stablehlo.constant dense<0.0> : tensor<f32>
    %2236 = "stablehlo.reduce"(%2234, %2235) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2237 = stablehlo.add %2233, %2236 : tensor<f32>
    %2238 = stablehlo.multiply %1529, %1529 : tensor<384xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<f32>
    %2240 = "stablehlo.reduce"(%2238, %2239) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2241 = stablehlo.add %2237, %2240 : tensor<f32>
    %2242 = stablehlo.multiply %1525, %1525 : tensor<384xf32>
    %2243 = stablehlo.constant dense<0.0> : tensor<f32>
    %2244 = "stablehlo.reduce"(%2242, %2243) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2245 = stablehlo.add %2241, %2244 : tensor<f32>
    %2246 = stablehlo.multiply %1517, %1517 : tensor<7x7x1x384xf32>
    %2247 = stablehlo.constant dense<0.0> : tensor<f32>
    %2248 = "stablehlo.reduce"(%2246, %2247) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2249 = stablehlo.add %2245, %2248 : tensor<f32>
    %2250 = stablehlo.multiply %1519, %1519 : tensor<384xf32>
    %2251 = stablehlo.constant dense<0.0> : tensor<f32>
    %2252 = "stablehlo.reduce"(%2250, %2251) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2253 = stablehlo.add %2249, %2252 : tensor<f32>
    %2254 = stablehlo.multiply %1512, %1512 : tensor<384xf32>
    %2255 = stablehlo.constant dense<0.0> : tensor<f32>
    %2256 = "stablehlo.reduce"(%2254, %2255) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2257 = stablehlo.add %2253, %2256 : tensor<f32>
    %2258 = stablehlo.multiply %1514, %1514 : tensor<384xf32>
    %2259 = stablehlo.constant dense<0.0> : tensor<f32>
    %2260 = "stablehlo.reduce"(%2258, %2259) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2261 = stablehlo.add %2257, %2260 : tensor<f32>
    %2262 = stablehlo.multiply %1491, %1491 : tensor<384x1536xf32>
    %2263 = stablehlo.constant dense<0.0> : tensor<f32>
    %2264 = "stablehlo.reduce"(%2262, %2263) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2265 = stablehlo.add %2261, %2264 : tensor<f32>
    %2266 = stablehlo.multiply %1493, %1493 : tensor<1536xf32>
    %2267 = stablehlo.constant dense<0.0> : tensor<f32>
    %2268 = "stablehlo.reduce"(%2266, %2267) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2269 = stablehlo.add %2265, %2268 : tensor<f32>
    %2270 = stablehlo.multiply %1477, %1477 : tensor<1536x384xf32>
    %2271 = stablehlo.constant dense<0.0> : tensor<f32>
    %2272 = "stablehlo.reduce"(%2270, %2271) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2273 = stablehlo.add %2269, %2272 : tensor<f32>
    %2274 = stablehlo.multiply %1479, %1479 : tensor<384xf32>
    %2275 = stablehlo.constant dense<0.0> : tensor<f32>
    %2276 = "stablehlo.reduce"(%2274, %2275) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2277 = stablehlo.add %2273, %2276 : tensor<f32>
    %2278 = stablehlo.multiply %1475, %1475 : tensor<384xf32>
    %2279 = stablehlo.constant dense<0.0> : tensor<f32>
    %2280 = "stablehlo.reduce"(%2278, %2279) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2281 = stablehlo.add %2277, %2280 : tensor<f32>
    %2282 = stablehlo.multiply %1467, %1467 : tensor<7x7x1x384xf32>
    %2283 = stablehlo.constant dense<0.0> : tensor<f32>
    %2284 = "stablehlo.reduce"(%2282, %2283) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2285 = stablehlo.add %2281, %2284 : tensor<f32>
    %2286 = stablehlo.multiply %1469, %1469 : tensor<384xf32>
    %2287 = stablehlo.constant dense<0.0> : tensor<f32>
    %2288 = "stablehlo.reduce"(%2286, %2287) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2289 = stablehlo.add %2285, %2288 : tensor<f32>
    %2290 = stablehlo.multiply %1462, %1462 : tensor<384xf32>
    %2291 = stablehlo.constant dense<0.0> : tensor<f32>
    %2292 = "stablehlo.reduce"(%2290, %2291) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2293 = stablehlo.add %2289, %2292 : tensor<f32>
    %2294 = stablehlo.multiply %1464, %1464 : tensor<384xf32>
    %2295 = stablehlo.constant dense<0.0> : tensor<f32>
    %2296 = "stablehlo.reduce"(%2294, %2295) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2297 = stablehlo.add %2293, %2296 : tensor<f32>
    %2298 = stablehlo.multiply %1441, %1441 : tensor<384x1536xf32>
    %2299 = stablehlo.constant dense<0.0> : tensor<f32>
    %2300 = "stablehlo.reduce"(%2298, %2299) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2301 = stablehlo.add %2297, %2300 : tensor<f32>
    %2302 = stablehlo.multiply %1443, %1443 : tensor<1536xf32>
    %2303 = stablehlo.constant dense<0.0> : tensor<f32>
    %2304 = "stablehlo.reduce"(%2302, %2303) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2305 = stablehlo.add %2301, %2304 : tensor<f32>
    %2306 = stablehlo.multiply %1427, %1427 : tensor<1536x384xf32>
    %2307 = stablehlo.constant dense<0.0> : tensor<f32>
    %2308 = "stablehlo.reduce"(%2306, %2307) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2309 = stablehlo.add %2305, %2308 : tensor<f32>
    %2310 = stablehlo.multiply %1429, %1429 : tensor<384xf32>
    %2311 = stablehlo.constant dense<0.0> : tensor<f32>
    %2312 = "stablehlo.reduce"(%2310, %2311) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2313 = stablehlo.add %2309, %2312 : tensor<f32>
    %2314 = stablehlo.multiply %1425, %1425 : tensor<384xf32>
    %2315 = stablehlo.constant dense<0.0> : tensor<f32>
    %2316 = "stablehlo.reduce"(%2314, %2315) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2317 = stablehlo.add %2313, %2316 : tensor<f32>
    %2318 = stablehlo.multiply %1417, %1417 : tensor<7x7x1x384xf32>
    %2319 = stablehlo.constant dense<0.0> : tensor<f32>
    %2320 = "stablehlo.reduce"(%2318, %2319) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2321 = stablehlo.add %2317, %2320 : tensor<f32>
    %2322 = stablehlo.multiply %1419, %1419 : tensor<384xf32>
    %2323 = stablehlo.constant dense<0.0> : tensor<f32>
    %2324 = "stablehlo.reduce"(%2322, %2323) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2325 = stablehlo.add %2321, %2324 : tensor<f32>
    %2326 = stablehlo.multiply %1412, %1412 : tensor<384xf32>
    %2327 = stablehlo.constant dense<0.0> : tensor<f32>
    %2328 = "stablehlo.reduce"(%2326, %2327) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2329 = stablehlo.add %2325, %2328 : tensor<f32>
    %2330 = stablehlo.multiply %1414, %1414 : tensor<384xf32>
    %2331 = stablehlo.constant dense<0.0> : tensor<f32>
    %2332 = "stablehlo.reduce"(%2330, %2331) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2333 = stablehlo.add %2329, %2332 : tensor<f32>
    %2334 = stablehlo.multiply %1391, %1391 : tensor<384x1536xf32>
    %2335 = stablehlo.constant dense<0.0> : tensor<f32>
    %2336 = "stablehlo.reduce"(%2334, %2335) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2337 = stablehlo.add %2333, %2336 : tensor<f32>
    %2338 = stablehlo.multiply %1393, %1393 : tensor<1536xf32>
    %2339 = stablehlo.constant dense<0.0> : tensor<f32>
    %2340 = "stablehlo.reduce"(%2338, %2339) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2341 = stablehlo.add %2337, %2340 : tensor<f32>
    %2342 = stablehlo.multiply %1377, %1377 : tensor<1536x384xf32>
    %2343 = stablehlo.constant dense<0.0> : tensor<f32>
    %2344 = "stablehlo.reduce"(%2342, %2343) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2345 = stablehlo.add %2341, %2344 : tensor<f32>
    %2346 = stablehlo.multiply %1379, %1379 : tensor<384xf32>
    %2347 = stablehlo.constant dense<0.0> : tensor<f32>
    %2348 = "stablehlo.reduce"(%2346, %2347) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2349 = stablehlo.add %2345, %2348 : tensor<f32>
    %2350 = stablehlo.multiply %1375, %1375 : tensor<384xf32>
    %2351 = stablehlo.constant dense<0.0> : tensor<f32>
    %2352 = "stablehlo.reduce"(%2350, %2351) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2353 = stablehlo.add %2349, %2352 : tensor<f32>
    %2354 = stablehlo.multiply %1367, %1367 : tensor<7x7x1x384xf32>
    %2355 = stablehlo.constant dense<0.0> : tensor<f32>
    %2356 = "stablehlo.reduce"(%2354, %2355) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2357 = stablehlo.add %2353, %2356 : tensor<f32>
    %2358 = stablehlo.multiply %1369, %1369 : tensor<384xf32>
    %2359 = stablehlo.constant dense<0.0> : tensor<f32>
    %2360 = "stablehlo.reduce"(%2358, %2359) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2361 = stablehlo.add %2357, %2360 : tensor<f32>
    %2362 = stablehlo.multiply %1362, %1362 : tensor<384xf32>
    %2363 = stablehlo.constant dense<0.0> : tensor<f32>
    %2364 = "stablehlo.reduce"(%2362, %2363) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2365 = stablehlo.add %2361, %2364 : tensor<f32>
    %2366 = stablehlo.multiply %1364, %1364 : tensor<384xf32>
    %2367 = stablehlo.constant dense<0.0> : tensor<f32>
    %2368 = "stablehlo.reduce"(%2366, %2367) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2369 = stablehlo.add %2365, %2368 : tensor<f32>
    %2370 = stablehlo.multiply %1341, %1341 : tensor<384x1536xf32>
    %2371 = stablehlo.constant dense<0.0> : tensor<f32>
    %2372 = "stablehlo.reduce"(%2370, %2371) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2373 = stablehlo.add %2369, %2372 : tensor<f32>
    %2374 = stablehlo.multiply %1343, %1343 : tensor<1536xf32>
    %2375 = stablehlo.constant dense<0.0> : tensor<f32>
    %2376 = "stablehlo.reduce"(%2374, %2375) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2377 = stablehlo.add %2373, %2376 : tensor<f32>
    %2378 = stablehlo.multiply %1327, %1327 : tensor<1536x384xf32>
    %2379 = stablehlo.constant dense<0.0> : tensor<f32>
    %2380 = "stablehlo.reduce"(%2378, %2379) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2381 = stablehlo.add %2377, %2380 : tensor<f32>
    %2382 = stablehlo.multiply %1329, %1329 : tensor<384xf32>
    %2383 = stablehlo.constant dense<0.0> : tensor<f32>
    %2384 = "stablehlo.reduce"(%2382, %2383) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2385 = stablehlo.add %2381, %2384 : tensor<f32>
    %2386 = stablehlo.multiply %1325, %1325 : tensor<384xf32>
    %2387 = stablehlo.constant dense<0.0> : tensor<f32>
    %2388 = "stablehlo.reduce"(%2386, %2387) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2389 = stablehlo.add %2385, %2388 : tensor<f32>
    %2390 = stablehlo.multiply %1317, %1317 : tensor<7x7x1x384xf32>
    %2391 = stablehlo.constant dense<0.0> : tensor<f32>
    %2392 = "stablehlo.reduce"(%2390, %2391) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2393 = stablehlo.add %2389, %2392 : tensor<f32>
    %2394 = stablehlo.multiply %1319, %1319 : tensor<384xf32>
    %2395 = stablehlo.constant dense<0.0> : tensor<f32>
    %2396 = "stablehlo.reduce"(%2394, %2395) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2397 = stablehlo.add %2393, %2396 : tensor<f32>
    %2398 = stablehlo.multiply %1312, %1312 : tensor<384xf32>
    %2399 = stablehlo.constant dense<0.0> : tensor<f32>
    %2400 = "stablehlo.reduce"(%2398, %2399) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2401 = stablehlo.add %2397, %2400 : tensor<f32>
    %2402 = stablehlo.multiply %1314, %1314 : tensor<384xf32>
    %2403 = stablehlo.constant dense<0.0> : tensor<f32>
    %2404 = "stablehlo.reduce"(%2402, %2403) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2405 = stablehlo.add %2401, %2404 : tensor<f32>
    %2406 = stablehlo.multiply %1291, %1291 : tensor<384x1536xf32>
    %2407 = stablehlo.constant dense<0.0> : tensor<f32>
    %2408 = "stablehlo.reduce"(%2406, %2407) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2409 = stablehlo.add %2405, %2408 : tensor<f32>
    %2410 = stablehlo.multiply %1293, %1293 : tensor<1536xf32>
    %2411 = stablehlo.constant dense<0.0> : tensor<f32>
    %2412 = "stablehlo.reduce"(%2410, %2411) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2413 = stablehlo.add %2409, %2412 : tensor<f32>
    %2414 = stablehlo.multiply %1277, %1277 : tensor<1536x384xf32>
    %2415 = stablehlo.constant dense<0.0> : tensor<f32>
    %2416 = "stablehlo.reduce"(%2414, %2415) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2417 = stablehlo.add %2413, %2416 : tensor<f32>
    %2418 = stablehlo.multiply %1279, %1279 : tensor<384xf32>
    %2419 = stablehlo.constant dense<0.0> : tensor<f32>
    %2420 = "stablehlo.reduce"(%2418, %2419) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2421 = stablehlo.add %2417, %2420 : tensor<f32>
    %2422 = stablehlo.multiply %1275, %1275 : tensor<384xf32>
    %2423 = stablehlo.constant dense<0.0> : tensor<f32>
    %2424 = "stablehlo.reduce"(%2422, %2423) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2425 = stablehlo.add %2421, %2424 : tensor<f32>
    %2426 = stablehlo.multiply %1267, %1267 : tensor<7x7x1x384xf32>
    %2427 = stablehlo.constant dense<0.0> : tensor<f32>
    %2428 = "stablehlo.reduce"(%2426, %2427) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2429 = stablehlo.add %2425, %2428 : tensor<f32>
    %2430 = stablehlo.multiply %1269, %1269 : tensor<384xf32>
    %2431 = stablehlo.constant dense<0.0> : tensor<f32>
    %2432 = "stablehlo.reduce"(%2430, %2431) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2433 = stablehlo.add %2429, %2432 : tensor<f32>
    %2434 = stablehlo.multiply %1262, %1262 : tensor<384xf32>
    %2435 = stablehlo.constant dense<0.0> : tensor<f32>
    %2436 = "stablehlo.reduce"(%2434, %2435) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2437 = stablehlo.add %2433, %2436 : tensor<f32>
    %2438 = stablehlo.multiply %1264, %1264 : tensor<384xf32>
    %2439 = stablehlo.constant dense<0.0> : tensor<f32>
    %2440 = "stablehlo.reduce"(%2438, %2439) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2441 = stablehlo.add %2437, %2440 : tensor<f32>
    %2442 = stablehlo.multiply %1241, %1241 : tensor<384x1536xf32>
    %2443 = stablehlo.constant dense<0.0> : tensor<f32>
    %2444 = "stablehlo.reduce"(%2442, %2443) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2445 = stablehlo.add %2441, %2444 : tensor<f32>
    %2446 = stablehlo.multiply %1243, %1243 : tensor<1536xf32>
    %2447 = stablehlo.constant dense<0.0> : tensor<f32>
    %2448 = "stablehlo.reduce"(%2446, %2447) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2449 = stablehlo.add %2445, %2448 : tensor<f32>
    %2450 = stablehlo.multiply %1227, %1227 : tensor<1536x384xf32>
    %2451 = stablehlo.constant dense<0.0> : tensor<f32>
    %2452 = "stablehlo.reduce"(%2450, %2451) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2453 = stablehlo.add %2449, %2452 : tensor<f32>
    %2454 = stablehlo.multiply %1229, %1229 : tensor<384xf32>
    %2455 = stablehlo.constant dense<0.0> : tensor<f32>
    %2456 = "stablehlo.reduce"(%2454, %2455) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2457 = stablehlo.add %2453, %2456 : tensor<f32>
    %2458 = stablehlo.multiply %1225, %1225 : tensor<384xf32>
    %2459 = stablehlo.constant dense<0.0> : tensor<f32>
    %2460 = "stablehlo.reduce"(%2458, %2459) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2461 = stablehlo.add %2457, %2460 : tensor<f32>
    %2462 = stablehlo.multiply %1217, %1217 : tensor<7x7x1x384xf32>
    %2463 = stablehlo.constant dense<0.0> : tensor<f32>
    %2464 = "stablehlo.reduce"(%2462, %2463) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2465 = stablehlo.add %2461, %2464 : tensor<f32>
    %2466 = stablehlo.multiply %1219, %1219 : tensor<384xf32>
    %2467 = stablehlo.constant dense<0.0> : tensor<f32>
    %2468 = "stablehlo.reduce"(%2466, %2467) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2469 = stablehlo.add %2465, %2468 : tensor<f32>
    %2470 = stablehlo.multiply %1212, %1212 : tensor<384xf32>
    %2471 = stablehlo.constant dense<0.0> : tensor<f32>
    %2472 = "stablehlo.reduce"(%2470, %2471) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2473 = stablehlo.add %2469, %2472 : tensor<f32>
    %2474 = stablehlo.multiply %1214, %1214 : tensor<384xf32>
    %2475 = stablehlo.constant dense<0.0> : tensor<f32>
    %2476 = "stablehlo.reduce"(%2474, %2475) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2477 = stablehlo.add %2473, %2476 : tensor<f32>
    %2478 = stablehlo.multiply %1191, %1191 : tensor<384x1536xf32>
    %2479 = stablehlo.constant dense<0.0> : tensor<f32>
    %2480 = "stablehlo.reduce"(%2478, %2479) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2481 = stablehlo.add %2477, %2480 : tensor<f32>
    %2482 = stablehlo.multiply %1193, %1193 : tensor<1536xf32>
    %2483 = stablehlo.constant dense<0.0> : tensor<f32>
    %2484 = "stablehlo.reduce"(%2482, %2483) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2485 = stablehlo.add %2481, %2484 : tensor<f32>
    %2486 = stablehlo.multiply %1177, %1177 : tensor<1536x384xf32>
    %2487 = stablehlo.constant dense<0.0> : tensor<f32>
    %2488 = "stablehlo.reduce"(%2486, %2487) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2489 = stablehlo.add %2485, %2488 : tensor<f32>
    %2490 = stablehlo.multiply %1179, %1179 : tensor<384xf32>
    %2491 = stablehlo.constant dense<0.0> : tensor<f32>
    %2492 = "stablehlo.reduce"(%2490, %2491) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2493 = stablehlo.add %2489, %2492 : tensor<f32>
    %2494 = stablehlo.multiply %1175, %1175 : tensor<384xf32>
    %2495 = stablehlo.constant dense<0.0> : tensor<f32>
    %2496 = "stablehlo.reduce"(%2494, %2495) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2497 = stablehlo.add %2493, %2496 : tensor<f32>
    %2498 = stablehlo.multiply %1167, %1167 : tensor<7x7x1x384xf32>
    %2499 = stablehlo.constant dense<0.0> : tensor<f32>
    %2500 = "stablehlo.reduce"(%2498, %2499) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<f32>
    %2501 = stablehlo.add %2497, %2500 : tensor<f32>
    %2502 = stablehlo.multiply %1169, %1169 : tensor<384xf32>
    %2503 = stablehlo.constant dense<0.0> : tensor<f32>
    %2504 = "stablehlo.reduce"(%2502, %2503) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2505 = stablehlo.add %2501, %2504 : tensor<f32>
    %2506 = stablehlo.multiply %1162, %1162 : tensor<384xf32>
    %2507 = stablehlo.constant dense<0.0> : tensor<f32>
    %2508 = "stablehlo.reduce"(%2506, %2507) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2509 = stablehlo.add %2505, %2508 : tensor<f32>
    %2510 = stablehlo.multiply %1164, %1164 : tensor<384xf32>
    %2511 = stablehlo.constant dense<0.0> : tensor<f32>
    %2512 = "stablehlo.reduce"(%2510, %2511) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2513 = stablehlo.add %2509, %2512 : tensor<f32>
    %2514 = stablehlo.multiply %1141, %1141 : tensor<384x1536xf32>
    %2515 = stablehlo.constant dense<0.0> : tensor<f32>
    %2516 = "stablehlo.reduce"(%2514, %2515) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<f32>
    %2517 = stablehlo.add %2513, %2516 : tensor<f32>
    %2518 = stablehlo.multiply %1143, %1143 : tensor<1536xf32>
    %2519 = stablehlo.constant dense<0.0> : tensor<f32>
    %2520 = "stablehlo.reduce"(%2518, %2519) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2521 = stablehlo.add %2517, %2520 : tensor<f32>
    %2522 = stablehlo.multiply %1127, %1127 : tensor<1536x384xf32>
    %2523 = stablehlo.constant dense<0.0> : tensor<f32>
    %2524 = "stablehlo.reduce"(%2522, %2523) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<f32>
    %2525 = stablehlo.add %2521, %2524 : tensor<f32>
    %2526 = stablehlo.multiply %1129, %1129 : tensor<384xf32>
    %2527 = stablehlo.constant dense<0.0> : tensor<f32>
    %2528 = "stablehlo.reduce"(%2526, %2527) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2529 = stablehlo.add %2525, %2528 : tensor<f32>
    %2530 = stablehlo.multiply %1125, %1125 : tensor<384xf32>
    %2531 = stablehlo.constant dense<0.0> : tensor<f32>
    %2532 = "stablehlo.reduce"(%2530, %2531) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2533 = stablehlo.add %2529, %2532 : tensor<f32>
    %2534 = stablehlo.multiply %1118, %1118 : tensor<384xf32>
    %2535 = stablehlo.constant dense<0.0> : tensor<f32>
    %2536 = "stablehlo.reduce"(%2534, %2535) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2537 = stablehlo.add %2533, %2536 : tensor<f32>
    %2538 = stablehlo.multiply %1120, %1120 : tensor<384xf32>
    %2539 = stablehlo.constant dense<0.0> : tensor<f32>
    %2540 = "stablehlo.reduce"(%2538, %2539) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2541 = stablehlo.add %2537, %2540 : tensor<f32>
    %2542 = stablehlo.multiply %1097, %1097 : tensor<2x2x384x768xf32>
    %2543 = stablehlo.constant dense<0.0> : tensor<f32>
    %2544 = "stablehlo.reduce"(%2542, %2543) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<2x2x384x768xf32>, tensor<f32>) -> tensor<f32>
    %2545 = stablehlo.add %2541, %2544 : tensor<f32>
    %2546 = stablehlo.multiply %1099, %1099 : tensor<768xf32>
    %2547 = stablehlo.constant dense<0.0> : tensor<f32>
    %2548 = "stablehlo.reduce"(%2546, %2547) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2549 = stablehlo.add %2545, %2548 : tensor<f32>
    %2550 = stablehlo.multiply %1091, %1091 : tensor<7x7x1x768xf32>
    %2551 = stablehlo.constant dense<0.0> : tensor<f32>
    %2552 = "stablehlo.reduce"(%2550, %2551) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<f32>
    %2553 = stablehlo.add %2549, %2552 : tensor<f32>
    %2554 = stablehlo.multiply %1093, %1093 : tensor<768xf32>
    %2555 = stablehlo.constant dense<0.0> : tensor<f32>
    %2556 = "stablehlo.reduce"(%2554, %2555) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2557 = stablehlo.add %2553, %2556 : tensor<f32>
    %2558 = stablehlo.multiply %1086, %1086 : tensor<768xf32>
    %2559 = stablehlo.constant dense<0.0> : tensor<f32>
    %2560 = "stablehlo.reduce"(%2558, %2559) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2561 = stablehlo.add %2557, %2560 : tensor<f32>
    %2562 = stablehlo.multiply %1088, %1088 : tensor<768xf32>
    %2563 = stablehlo.constant dense<0.0> : tensor<f32>
    %2564 = "stablehlo.reduce"(%2562, %2563) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2565 = stablehlo.add %2561, %2564 : tensor<f32>
    %2566 = stablehlo.multiply %1065, %1065 : tensor<768x3072xf32>
    %2567 = stablehlo.constant dense<0.0> : tensor<f32>
    %2568 = "stablehlo.reduce"(%2566, %2567) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<f32>
    %2569 = stablehlo.add %2565, %2568 : tensor<f32>
    %2570 = stablehlo.multiply %1067, %1067 : tensor<3072xf32>
    %2571 = stablehlo.constant dense<0.0> : tensor<f32>
    %2572 = "stablehlo.reduce"(%2570, %2571) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2573 = stablehlo.add %2569, %2572 : tensor<f32>
    %2574 = stablehlo.multiply %1051, %1051 : tensor<3072x768xf32>
    %2575 = stablehlo.constant dense<0.0> : tensor<f32>
    %2576 = "stablehlo.reduce"(%2574, %2575) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<f32>
    %2577 = stablehlo.add %2573, %2576 : tensor<f32>
    %2578 = stablehlo.multiply %1053, %1053 : tensor<768xf32>
    %2579 = stablehlo.constant dense<0.0> : tensor<f32>
    %2580 = "stablehlo.reduce"(%2578, %2579) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2581 = stablehlo.add %2577, %2580 : tensor<f32>
    %2582 = stablehlo.multiply %1049, %1049 : tensor<768xf32>
    %2583 = stablehlo.constant dense<0.0> : tensor<f32>
    %2584 = "stablehlo.reduce"(%2582, %2583) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2585 = stablehlo.add %2581, %2584 : tensor<f32>
    %2586 = stablehlo.multiply %1041, %1041 : tensor<7x7x1x768xf32>
    %2587 = stablehlo.constant dense<0.0> : tensor<f32>
    %2588 = "stablehlo.reduce"(%2586, %2587) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<f32>
    %2589 = stablehlo.add %2585, %2588 : tensor<f32>
    %2590 = stablehlo.multiply %1043, %1043 : tensor<768xf32>
    %2591 = stablehlo.constant dense<0.0> : tensor<f32>
    %2592 = "stablehlo.reduce"(%2590, %2591) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2593 = stablehlo.add %2589, %2592 : tensor<f32>
    %2594 = stablehlo.multiply %1036, %1036 : tensor<768xf32>
    %2595 = stablehlo.constant dense<0.0> : tensor<f32>
    %2596 = "stablehlo.reduce"(%2594, %2595) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2597 = stablehlo.add %2593, %2596 : tensor<f32>
    %2598 = stablehlo.multiply %1038, %1038 : tensor<768xf32>
    %2599 = stablehlo.constant dense<0.0> : tensor<f32>
    %2600 = "stablehlo.reduce"(%2598, %2599) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2601 = stablehlo.add %2597, %2600 : tensor<f32>
    %2602 = stablehlo.multiply %1015, %1015 : tensor<768x3072xf32>
    %2603 = stablehlo.constant dense<0.0> : tensor<f32>
    %2604 = "stablehlo.reduce"(%2602, %2603) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<f32>
    %2605 = stablehlo.add %2601, %2604 : tensor<f32>
    %2606 = stablehlo.multiply %1017, %1017 : tensor<3072xf32>
    %2607 = stablehlo.constant dense<0.0> : tensor<f32>
    %2608 = "stablehlo.reduce"(%2606, %2607) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2609 = stablehlo.add %2605, %2608 : tensor<f32>
    %2610 = stablehlo.multiply %1001, %1001 : tensor<3072x768xf32>
    %2611 = stablehlo.constant dense<0.0> : tensor<f32>
    %2612 = "stablehlo.reduce"(%2610, %2611) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<f32>
    %2613 = stablehlo.add %2609, %2612 : tensor<f32>
    %2614 = stablehlo.multiply %1003, %1003 : tensor<768xf32>
    %2615 = stablehlo.constant dense<0.0> : tensor<f32>
    %2616 = "stablehlo.reduce"(%2614, %2615) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2617 = stablehlo.add %2613, %2616 : tensor<f32>
    %2618 = stablehlo.multiply %999, %999 : tensor<768xf32>
    %2619 = stablehlo.constant dense<0.0> : tensor<f32>
    %2620 = "stablehlo.reduce"(%2618, %2619) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2621 = stablehlo.add %2617, %2620 : tensor<f32>
    %2622 = stablehlo.multiply %991, %991 : tensor<7x7x1x768xf32>
    %2623 = stablehlo.constant dense<0.0> : tensor<f32>
    %2624 = "stablehlo.reduce"(%2622, %2623) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2, 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<f32>
    %2625 = stablehlo.add %2621, %2624 : tensor<f32>
    %2626 = stablehlo.multiply %993, %993 : tensor<768xf32>
    %2627 = stablehlo.constant dense<0.0> : tensor<f32>
    %2628 = "stablehlo.reduce"(%2626, %2627) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2629 = stablehlo.add %2625, %2628 : tensor<f32>
    %2630 = stablehlo.multiply %986, %986 : tensor<768xf32>
    %2631 = stablehlo.constant dense<0.0> : tensor<f32>
    %2632 = "stablehlo.reduce"(%2630, %2631) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2633 = stablehlo.add %2629, %2632 : tensor<f32>
    %2634 = stablehlo.multiply %988, %988 : tensor<768xf32>
    %2635 = stablehlo.constant dense<0.0> : tensor<f32>
    %2636 = "stablehlo.reduce"(%2634, %2635) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2637 = stablehlo.add %2633, %2636 : tensor<f32>
    %2638 = stablehlo.multiply %965, %965 : tensor<768x3072xf32>
    %2639 = stablehlo.constant dense<0.0> : tensor<f32>
    %2640 = "stablehlo.reduce"(%2638, %2639) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<f32>
    %2641 = stablehlo.add %2637, %2640 : tensor<f32>
    %2642 = stablehlo.multiply %967, %967 : tensor<3072xf32>
    %2643 = stablehlo.constant dense<0.0> : tensor<f32>
    %2644 = "stablehlo.reduce"(%2642, %2643) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2645 = stablehlo.add %2641, %2644 : tensor<f32>
    %2646 = stablehlo.multiply %951, %951 : tensor<3072x768xf32>
    %2647 = stablehlo.constant dense<0.0> : tensor<f32>
    %2648 = "stablehlo.reduce"(%2646, %2647) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<f32>
    %2649 = stablehlo.add %2645, %2648 : tensor<f32>
    %2650 = stablehlo.multiply %953, %953 : tensor<768xf32>
    %2651 = stablehlo.constant dense<0.0> : tensor<f32>
    %2652 = "stablehlo.reduce"(%2650, %2651) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2653 = stablehlo.add %2649, %2652 : tensor<f32>
    %2654 = stablehlo.multiply %949, %949 : tensor<768xf32>
    %2655 = stablehlo.constant dense<0.0> : tensor<f32>
    %2656 = "stablehlo.reduce"(%2654, %2655) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2657 = stablehlo.add %2653, %2656 : tensor<f32>
    %2658 = stablehlo.multiply %939, %939 : tensor<768xf32>
    %2659 = stablehlo.constant dense<0.0> : tensor<f32>
    %2660 = "stablehlo.reduce"(%2658, %2659) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2661 = stablehlo.add %2657, %2660 : tensor<f32>
    %2662 = stablehlo.multiply %941, %941 : tensor<768xf32>
    %2663 = stablehlo.constant dense<0.0> : tensor<f32>
    %2664 = "stablehlo.reduce"(%2662, %2663) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2665 = stablehlo.add %2661, %2664 : tensor<f32>
    %2666 = stablehlo.multiply %918, %918 : tensor<768x1000xf32>
    %2667 = stablehlo.constant dense<0.0> : tensor<f32>
    %2668 = "stablehlo.reduce"(%2666, %2667) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<768x1000xf32>, tensor<f32>) -> tensor<f32>
    %2669 = stablehlo.add %2665, %2668 : tensor<f32>
    %2670 = stablehlo.multiply %920, %920 : tensor<1000xf32>
    %2671 = stablehlo.constant dense<0.0> : tensor<f32>
    %2672 = "stablehlo.reduce"(%2670, %2671) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %2673 = stablehlo.add %2669, %2672 : tensor<f32>
    %2674 = stablehlo.sqrt %2673 : tensor<f32>
    %2675 = stablehlo.constant dense<1.0> : tensor<f32>
    %2676 = "stablehlo.compare"(%2674, %2675) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2677 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %2678 = stablehlo.divide %1944, %2677 : tensor<4x4x3x96xf32>
    %2679 = stablehlo.constant dense<1.0> : tensor<4x4x3x96xf32>
    %2680 = stablehlo.multiply %2678, %2679 : tensor<4x4x3x96xf32>
    %2681 = "stablehlo.select"(%2676, %1944, %2680) : (tensor<i1>, tensor<4x4x3x96xf32>, tensor<4x4x3x96xf32>) -> tensor<4x4x3x96xf32>
    %2682 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2683 = stablehlo.divide %1946, %2682 : tensor<96xf32>
    %2684 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2685 = stablehlo.multiply %2683, %2684 : tensor<96xf32>
    %2686 = "stablehlo.select"(%2676, %1946, %2685) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2687 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2688 = stablehlo.divide %1941, %2687 : tensor<96xf32>
    %2689 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2690 = stablehlo.multiply %2688, %2689 : tensor<96xf32>
    %2691 = "stablehlo.select"(%2676, %1941, %2690) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2692 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2693 = stablehlo.divide %1943, %2692 : tensor<96xf32>
    %2694 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2695 = stablehlo.multiply %2693, %2694 : tensor<96xf32>
    %2696 = "stablehlo.select"(%2676, %1943, %2695) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2697 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2698 = stablehlo.divide %1919, %2697 : tensor<7x7x1x96xf32>
    %2699 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2700 = stablehlo.multiply %2698, %2699 : tensor<7x7x1x96xf32>
    %2701 = "stablehlo.select"(%2676, %1919, %2700) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2702 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2703 = stablehlo.divide %1921, %2702 : tensor<96xf32>
    %2704 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2705 = stablehlo.multiply %2703, %2704 : tensor<96xf32>
    %2706 = "stablehlo.select"(%2676, %1921, %2705) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2707 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2708 = stablehlo.divide %1914, %2707 : tensor<96xf32>
    %2709 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2710 = stablehlo.multiply %2708, %2709 : tensor<96xf32>
    %2711 = "stablehlo.select"(%2676, %1914, %2710) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2712 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2713 = stablehlo.divide %1916, %2712 : tensor<96xf32>
    %2714 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2715 = stablehlo.multiply %2713, %2714 : tensor<96xf32>
    %2716 = "stablehlo.select"(%2676, %1916, %2715) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2717 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2718 = stablehlo.divide %1893, %2717 : tensor<96x384xf32>
    %2719 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2720 = stablehlo.multiply %2718, %2719 : tensor<96x384xf32>
    %2721 = "stablehlo.select"(%2676, %1893, %2720) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2722 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2723 = stablehlo.divide %1895, %2722 : tensor<384xf32>
    %2724 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2725 = stablehlo.multiply %2723, %2724 : tensor<384xf32>
    %2726 = "stablehlo.select"(%2676, %1895, %2725) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2727 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2728 = stablehlo.divide %1879, %2727 : tensor<384x96xf32>
    %2729 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2730 = stablehlo.multiply %2728, %2729 : tensor<384x96xf32>
    %2731 = "stablehlo.select"(%2676, %1879, %2730) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2732 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2733 = stablehlo.divide %1881, %2732 : tensor<96xf32>
    %2734 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2735 = stablehlo.multiply %2733, %2734 : tensor<96xf32>
    %2736 = "stablehlo.select"(%2676, %1881, %2735) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2737 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2738 = stablehlo.divide %1877, %2737 : tensor<96xf32>
    %2739 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2740 = stablehlo.multiply %2738, %2739 : tensor<96xf32>
    %2741 = "stablehlo.select"(%2676, %1877, %2740) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2742 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2743 = stablehlo.divide %1869, %2742 : tensor<7x7x1x96xf32>
    %2744 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2745 = stablehlo.multiply %2743, %2744 : tensor<7x7x1x96xf32>
    %2746 = "stablehlo.select"(%2676, %1869, %2745) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2747 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2748 = stablehlo.divide %1871, %2747 : tensor<96xf32>
    %2749 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2750 = stablehlo.multiply %2748, %2749 : tensor<96xf32>
    %2751 = "stablehlo.select"(%2676, %1871, %2750) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2752 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2753 = stablehlo.divide %1864, %2752 : tensor<96xf32>
    %2754 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2755 = stablehlo.multiply %2753, %2754 : tensor<96xf32>
    %2756 = "stablehlo.select"(%2676, %1864, %2755) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2757 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2758 = stablehlo.divide %1866, %2757 : tensor<96xf32>
    %2759 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2760 = stablehlo.multiply %2758, %2759 : tensor<96xf32>
    %2761 = "stablehlo.select"(%2676, %1866, %2760) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2762 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2763 = stablehlo.divide %1843, %2762 : tensor<96x384xf32>
    %2764 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2765 = stablehlo.multiply %2763, %2764 : tensor<96x384xf32>
    %2766 = "stablehlo.select"(%2676, %1843, %2765) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2767 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2768 = stablehlo.divide %1845, %2767 : tensor<384xf32>
    %2769 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2770 = stablehlo.multiply %2768, %2769 : tensor<384xf32>
    %2771 = "stablehlo.select"(%2676, %1845, %2770) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2772 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2773 = stablehlo.divide %1829, %2772 : tensor<384x96xf32>
    %2774 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2775 = stablehlo.multiply %2773, %2774 : tensor<384x96xf32>
    %2776 = "stablehlo.select"(%2676, %1829, %2775) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2777 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2778 = stablehlo.divide %1831, %2777 : tensor<96xf32>
    %2779 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2780 = stablehlo.multiply %2778, %2779 : tensor<96xf32>
    %2781 = "stablehlo.select"(%2676, %1831, %2780) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2782 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2783 = stablehlo.divide %1827, %2782 : tensor<96xf32>
    %2784 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2785 = stablehlo.multiply %2783, %2784 : tensor<96xf32>
    %2786 = "stablehlo.select"(%2676, %1827, %2785) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2787 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2788 = stablehlo.divide %1819, %2787 : tensor<7x7x1x96xf32>
    %2789 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2790 = stablehlo.multiply %2788, %2789 : tensor<7x7x1x96xf32>
    %2791 = "stablehlo.select"(%2676, %1819, %2790) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2792 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2793 = stablehlo.divide %1821, %2792 : tensor<96xf32>
    %2794 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2795 = stablehlo.multiply %2793, %2794 : tensor<96xf32>
    %2796 = "stablehlo.select"(%2676, %1821, %2795) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2797 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2798 = stablehlo.divide %1814, %2797 : tensor<96xf32>
    %2799 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2800 = stablehlo.multiply %2798, %2799 : tensor<96xf32>
    %2801 = "stablehlo.select"(%2676, %1814, %2800) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2802 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2803 = stablehlo.divide %1816, %2802 : tensor<96xf32>
    %2804 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2805 = stablehlo.multiply %2803, %2804 : tensor<96xf32>
    %2806 = "stablehlo.select"(%2676, %1816, %2805) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2807 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2808 = stablehlo.divide %1793, %2807 : tensor<96x384xf32>
    %2809 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2810 = stablehlo.multiply %2808, %2809 : tensor<96x384xf32>
    %2811 = "stablehlo.select"(%2676, %1793, %2810) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2812 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2813 = stablehlo.divide %1795, %2812 : tensor<384xf32>
    %2814 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2815 = stablehlo.multiply %2813, %2814 : tensor<384xf32>
    %2816 = "stablehlo.select"(%2676, %1795, %2815) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2817 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2818 = stablehlo.divide %1779, %2817 : tensor<384x96xf32>
    %2819 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2820 = stablehlo.multiply %2818, %2819 : tensor<384x96xf32>
    %2821 = "stablehlo.select"(%2676, %1779, %2820) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2822 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2823 = stablehlo.divide %1781, %2822 : tensor<96xf32>
    %2824 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2825 = stablehlo.multiply %2823, %2824 : tensor<96xf32>
    %2826 = "stablehlo.select"(%2676, %1781, %2825) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2827 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2828 = stablehlo.divide %1777, %2827 : tensor<96xf32>
    %2829 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2830 = stablehlo.multiply %2828, %2829 : tensor<96xf32>
    %2831 = "stablehlo.select"(%2676, %1777, %2830) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2832 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2833 = stablehlo.divide %1770, %2832 : tensor<96xf32>
    %2834 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2835 = stablehlo.multiply %2833, %2834 : tensor<96xf32>
    %2836 = "stablehlo.select"(%2676, %1770, %2835) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2837 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2838 = stablehlo.divide %1772, %2837 : tensor<96xf32>
    %2839 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2840 = stablehlo.multiply %2838, %2839 : tensor<96xf32>
    %2841 = "stablehlo.select"(%2676, %1772, %2840) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2842 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %2843 = stablehlo.divide %1749, %2842 : tensor<2x2x96x192xf32>
    %2844 = stablehlo.constant dense<1.0> : tensor<2x2x96x192xf32>
    %2845 = stablehlo.multiply %2843, %2844 : tensor<2x2x96x192xf32>
    %2846 = "stablehlo.select"(%2676, %1749, %2845) : (tensor<i1>, tensor<2x2x96x192xf32>, tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %2847 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2848 = stablehlo.divide %1751, %2847 : tensor<192xf32>
    %2849 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2850 = stablehlo.multiply %2848, %2849 : tensor<192xf32>
    %2851 = "stablehlo.select"(%2676, %1751, %2850) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2852 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %2853 = stablehlo.divide %1743, %2852 : tensor<7x7x1x192xf32>
    %2854 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %2855 = stablehlo.multiply %2853, %2854 : tensor<7x7x1x192xf32>
    %2856 = "stablehlo.select"(%2676, %1743, %2855) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2857 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2858 = stablehlo.divide %1745, %2857 : tensor<192xf32>
    %2859 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2860 = stablehlo.multiply %2858, %2859 : tensor<192xf32>
    %2861 = "stablehlo.select"(%2676, %1745, %2860) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2862 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2863 = stablehlo.divide %1738, %2862 : tensor<192xf32>
    %2864 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2865 = stablehlo.multiply %2863, %2864 : tensor<192xf32>
    %2866 = "stablehlo.select"(%2676, %1738, %2865) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2867 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2868 = stablehlo.divide %1740, %2867 : tensor<192xf32>
    %2869 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2870 = stablehlo.multiply %2868, %2869 : tensor<192xf32>
    %2871 = "stablehlo.select"(%2676, %1740, %2870) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2872 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %2873 = stablehlo.divide %1717, %2872 : tensor<192x768xf32>
    %2874 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %2875 = stablehlo.multiply %2873, %2874 : tensor<192x768xf32>
    %2876 = "stablehlo.select"(%2676, %1717, %2875) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %2877 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %2878 = stablehlo.divide %1719, %2877 : tensor<768xf32>
    %2879 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %2880 = stablehlo.multiply %2878, %2879 : tensor<768xf32>
    %2881 = "stablehlo.select"(%2676, %1719, %2880) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %2882 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %2883 = stablehlo.divide %1703, %2882 : tensor<768x192xf32>
    %2884 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %2885 = stablehlo.multiply %2883, %2884 : tensor<768x192xf32>
    %2886 = "stablehlo.select"(%2676, %1703, %2885) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %2887 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2888 = stablehlo.divide %1705, %2887 : tensor<192xf32>
    %2889 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2890 = stablehlo.multiply %2888, %2889 : tensor<192xf32>
    %2891 = "stablehlo.select"(%2676, %1705, %2890) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2892 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2893 = stablehlo.divide %1701, %2892 : tensor<192xf32>
    %2894 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2895 = stablehlo.multiply %2893, %2894 : tensor<192xf32>
    %2896 = "stablehlo.select"(%2676, %1701, %2895) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2897 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %2898 = stablehlo.divide %1693, %2897 : tensor<7x7x1x192xf32>
    %2899 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %2900 = stablehlo.multiply %2898, %2899 : tensor<7x7x1x192xf32>
    %2901 = "stablehlo.select"(%2676, %1693, %2900) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2902 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2903 = stablehlo.divide %1695, %2902 : tensor<192xf32>
    %2904 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2905 = stablehlo.multiply %2903, %2904 : tensor<192xf32>
    %2906 = "stablehlo.select"(%2676, %1695, %2905) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2907 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2908 = stablehlo.divide %1688, %2907 : tensor<192xf32>
    %2909 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2910 = stablehlo.multiply %2908, %2909 : tensor<192xf32>
    %2911 = "stablehlo.select"(%2676, %1688, %2910) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2912 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2913 = stablehlo.divide %1690, %2912 : tensor<192xf32>
    %2914 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2915 = stablehlo.multiply %2913, %2914 : tensor<192xf32>
    %2916 = "stablehlo.select"(%2676, %1690, %2915) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2917 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %2918 = stablehlo.divide %1667, %2917 : tensor<192x768xf32>
    %2919 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %2920 = stablehlo.multiply %2918, %2919 : tensor<192x768xf32>
    %2921 = "stablehlo.select"(%2676, %1667, %2920) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %2922 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %2923 = stablehlo.divide %1669, %2922 : tensor<768xf32>
    %2924 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %2925 = stablehlo.multiply %2923, %2924 : tensor<768xf32>
    %2926 = "stablehlo.select"(%2676, %1669, %2925) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %2927 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %2928 = stablehlo.divide %1653, %2927 : tensor<768x192xf32>
    %2929 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %2930 = stablehlo.multiply %2928, %2929 : tensor<768x192xf32>
    %2931 = "stablehlo.select"(%2676, %1653, %2930) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %2932 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2933 = stablehlo.divide %1655, %2932 : tensor<192xf32>
    %2934 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2935 = stablehlo.multiply %2933, %2934 : tensor<192xf32>
    %2936 = "stablehlo.select"(%2676, %1655, %2935) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2937 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2938 = stablehlo.divide %1651, %2937 : tensor<192xf32>
    %2939 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2940 = stablehlo.multiply %2938, %2939 : tensor<192xf32>
    %2941 = "stablehlo.select"(%2676, %1651, %2940) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2942 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %2943 = stablehlo.divide %1643, %2942 : tensor<7x7x1x192xf32>
    %2944 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %2945 = stablehlo.multiply %2943, %2944 : tensor<7x7x1x192xf32>
    %2946 = "stablehlo.select"(%2676, %1643, %2945) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2947 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2948 = stablehlo.divide %1645, %2947 : tensor<192xf32>
    %2949 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2950 = stablehlo.multiply %2948, %2949 : tensor<192xf32>
    %2951 = "stablehlo.select"(%2676, %1645, %2950) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2952 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2953 = stablehlo.divide %1638, %2952 : tensor<192xf32>
    %2954 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2955 = stablehlo.multiply %2953, %2954 : tensor<192xf32>
    %2956 = "stablehlo.select"(%2676, %1638, %2955) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2957 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2958 = stablehlo.divide %1640, %2957 : tensor<192xf32>
    %2959 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2960 = stablehlo.multiply %2958, %2959 : tensor<192xf32>
    %2961 = "stablehlo.select"(%2676, %1640, %2960) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2962 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %2963 = stablehlo.divide %1617, %2962 : tensor<192x768xf32>
    %2964 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %2965 = stablehlo.multiply %2963, %2964 : tensor<192x768xf32>
    %2966 = "stablehlo.select"(%2676, %1617, %2965) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %2967 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %2968 = stablehlo.divide %1619, %2967 : tensor<768xf32>
    %2969 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %2970 = stablehlo.multiply %2968, %2969 : tensor<768xf32>
    %2971 = "stablehlo.select"(%2676, %1619, %2970) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %2972 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %2973 = stablehlo.divide %1603, %2972 : tensor<768x192xf32>
    %2974 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %2975 = stablehlo.multiply %2973, %2974 : tensor<768x192xf32>
    %2976 = "stablehlo.select"(%2676, %1603, %2975) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %2977 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2978 = stablehlo.divide %1605, %2977 : tensor<192xf32>
    %2979 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2980 = stablehlo.multiply %2978, %2979 : tensor<192xf32>
    %2981 = "stablehlo.select"(%2676, %1605, %2980) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2982 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2983 = stablehlo.divide %1601, %2982 : tensor<192xf32>
    %2984 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2985 = stablehlo.multiply %2983, %2984 : tensor<192xf32>
    %2986 = "stablehlo.select"(%2676, %1601, %2985) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2987 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2988 = stablehlo.divide %1594, %2987 : tensor<192xf32>
    %2989 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2990 = stablehlo.multiply %2988, %2989 : tensor<192xf32>
    %2991 = "stablehlo.select"(%2676, %1594, %2990) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2992 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2993 = stablehlo.divide %1596, %2992 : tensor<192xf32>
    %2994 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2995 = stablehlo.multiply %2993, %2994 : tensor<192xf32>
    %2996 = "stablehlo.select"(%2676, %1596, %2995) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2997 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %2998 = stablehlo.divide %1573, %2997 : tensor<2x2x192x384xf32>
    %2999 = stablehlo.constant dense<1.0> : tensor<2x2x192x384xf32>
    %3000 = stablehlo.multiply %2998, %2999 : tensor<2x2x192x384xf32>
    %3001 = "stablehlo.select"(%2676, %1573, %3000) : (tensor<i1>, tensor<2x2x192x384xf32>, tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %3002 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3003 = stablehlo.divide %1575, %3002 : tensor<384xf32>
    %3004 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3005 = stablehlo.multiply %3003, %3004 : tensor<384xf32>
    %3006 = "stablehlo.select"(%2676, %1575, %3005) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3007 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3008 = stablehlo.divide %1567, %3007 : tensor<7x7x1x384xf32>
    %3009 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3010 = stablehlo.multiply %3008, %3009 : tensor<7x7x1x384xf32>
    %3011 = "stablehlo.select"(%2676, %1567, %3010) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3012 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3013 = stablehlo.divide %1569, %3012 : tensor<384xf32>
    %3014 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3015 = stablehlo.multiply %3013, %3014 : tensor<384xf32>
    %3016 = "stablehlo.select"(%2676, %1569, %3015) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3017 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3018 = stablehlo.divide %1562, %3017 : tensor<384xf32>
    %3019 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3020 = stablehlo.multiply %3018, %3019 : tensor<384xf32>
    %3021 = "stablehlo.select"(%2676, %1562, %3020) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3022 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3023 = stablehlo.divide %1564, %3022 : tensor<384xf32>
    %3024 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3025 = stablehlo.multiply %3023, %3024 : tensor<384xf32>
    %3026 = "stablehlo.select"(%2676, %1564, %3025) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3027 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3028 = stablehlo.divide %1541, %3027 : tensor<384x1536xf32>
    %3029 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3030 = stablehlo.multiply %3028, %3029 : tensor<384x1536xf32>
    %3031 = "stablehlo.select"(%2676, %1541, %3030) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3032 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3033 = stablehlo.divide %1543, %3032 : tensor<1536xf32>
    %3034 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3035 = stablehlo.multiply %3033, %3034 : tensor<1536xf32>
    %3036 = "stablehlo.select"(%2676, %1543, %3035) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3037 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3038 = stablehlo.divide %1527, %3037 : tensor<1536x384xf32>
    %3039 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3040 = stablehlo.multiply %3038, %3039 : tensor<1536x384xf32>
    %3041 = "stablehlo.select"(%2676, %1527, %3040) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3042 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3043 = stablehlo.divide %1529, %3042 : tensor<384xf32>
    %3044 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3045 = stablehlo.multiply %3043, %3044 : tensor<384xf32>
    %3046 = "stablehlo.select"(%2676, %1529, %3045) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3047 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3048 = stablehlo.divide %1525, %3047 : tensor<384xf32>
    %3049 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3050 = stablehlo.multiply %3048, %3049 : tensor<384xf32>
    %3051 = "stablehlo.select"(%2676, %1525, %3050) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3052 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3053 = stablehlo.divide %1517, %3052 : tensor<7x7x1x384xf32>
    %3054 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3055 = stablehlo.multiply %3053, %3054 : tensor<7x7x1x384xf32>
    %3056 = "stablehlo.select"(%2676, %1517, %3055) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3057 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3058 = stablehlo.divide %1519, %3057 : tensor<384xf32>
    %3059 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3060 = stablehlo.multiply %3058, %3059 : tensor<384xf32>
    %3061 = "stablehlo.select"(%2676, %1519, %3060) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3062 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3063 = stablehlo.divide %1512, %3062 : tensor<384xf32>
    %3064 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3065 = stablehlo.multiply %3063, %3064 : tensor<384xf32>
    %3066 = "stablehlo.select"(%2676, %1512, %3065) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3067 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3068 = stablehlo.divide %1514, %3067 : tensor<384xf32>
    %3069 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3070 = stablehlo.multiply %3068, %3069 : tensor<384xf32>
    %3071 = "stablehlo.select"(%2676, %1514, %3070) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3072 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3073 = stablehlo.divide %1491, %3072 : tensor<384x1536xf32>
    %3074 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3075 = stablehlo.multiply %3073, %3074 : tensor<384x1536xf32>
    %3076 = "stablehlo.select"(%2676, %1491, %3075) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3077 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3078 = stablehlo.divide %1493, %3077 : tensor<1536xf32>
    %3079 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3080 = stablehlo.multiply %3078, %3079 : tensor<1536xf32>
    %3081 = "stablehlo.select"(%2676, %1493, %3080) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3082 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3083 = stablehlo.divide %1477, %3082 : tensor<1536x384xf32>
    %3084 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3085 = stablehlo.multiply %3083, %3084 : tensor<1536x384xf32>
    %3086 = "stablehlo.select"(%2676, %1477, %3085) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3087 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3088 = stablehlo.divide %1479, %3087 : tensor<384xf32>
    %3089 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3090 = stablehlo.multiply %3088, %3089 : tensor<384xf32>
    %3091 = "stablehlo.select"(%2676, %1479, %3090) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3092 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3093 = stablehlo.divide %1475, %3092 : tensor<384xf32>
    %3094 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3095 = stablehlo.multiply %3093, %3094 : tensor<384xf32>
    %3096 = "stablehlo.select"(%2676, %1475, %3095) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3097 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3098 = stablehlo.divide %1467, %3097 : tensor<7x7x1x384xf32>
    %3099 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3100 = stablehlo.multiply %3098, %3099 : tensor<7x7x1x384xf32>
    %3101 = "stablehlo.select"(%2676, %1467, %3100) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3102 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3103 = stablehlo.divide %1469, %3102 : tensor<384xf32>
    %3104 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3105 = stablehlo.multiply %3103, %3104 : tensor<384xf32>
    %3106 = "stablehlo.select"(%2676, %1469, %3105) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3107 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3108 = stablehlo.divide %1462, %3107 : tensor<384xf32>
    %3109 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3110 = stablehlo.multiply %3108, %3109 : tensor<384xf32>
    %3111 = "stablehlo.select"(%2676, %1462, %3110) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3112 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3113 = stablehlo.divide %1464, %3112 : tensor<384xf32>
    %3114 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3115 = stablehlo.multiply %3113, %3114 : tensor<384xf32>
    %3116 = "stablehlo.select"(%2676, %1464, %3115) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3117 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3118 = stablehlo.divide %1441, %3117 : tensor<384x1536xf32>
    %3119 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3120 = stablehlo.multiply %3118, %3119 : tensor<384x1536xf32>
    %3121 = "stablehlo.select"(%2676, %1441, %3120) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3122 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3123 = stablehlo.divide %1443, %3122 : tensor<1536xf32>
    %3124 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3125 = stablehlo.multiply %3123, %3124 : tensor<1536xf32>
    %3126 = "stablehlo.select"(%2676, %1443, %3125) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3127 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3128 = stablehlo.divide %1427, %3127 : tensor<1536x384xf32>
    %3129 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3130 = stablehlo.multiply %3128, %3129 : tensor<1536x384xf32>
    %3131 = "stablehlo.select"(%2676, %1427, %3130) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3132 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3133 = stablehlo.divide %1429, %3132 : tensor<384xf32>
    %3134 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3135 = stablehlo.multiply %3133, %3134 : tensor<384xf32>
    %3136 = "stablehlo.select"(%2676, %1429, %3135) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3137 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3138 = stablehlo.divide %1425, %3137 : tensor<384xf32>
    %3139 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3140 = stablehlo.multiply %3138, %3139 : tensor<384xf32>
    %3141 = "stablehlo.select"(%2676, %1425, %3140) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3142 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3143 = stablehlo.divide %1417, %3142 : tensor<7x7x1x384xf32>
    %3144 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3145 = stablehlo.multiply %3143, %3144 : tensor<7x7x1x384xf32>
    %3146 = "stablehlo.select"(%2676, %1417, %3145) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3147 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3148 = stablehlo.divide %1419, %3147 : tensor<384xf32>
    %3149 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3150 = stablehlo.multiply %3148, %3149 : tensor<384xf32>
    %3151 = "stablehlo.select"(%2676, %1419, %3150) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3152 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3153 = stablehlo.divide %1412, %3152 : tensor<384xf32>
    %3154 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3155 = stablehlo.multiply %3153, %3154 : tensor<384xf32>
    %3156 = "stablehlo.select"(%2676, %1412, %3155) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3157 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3158 = stablehlo.divide %1414, %3157 : tensor<384xf32>
    %3159 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3160 = stablehlo.multiply %3158, %3159 : tensor<384xf32>
    %3161 = "stablehlo.select"(%2676, %1414, %3160) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3162 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3163 = stablehlo.divide %1391, %3162 : tensor<384x1536xf32>
    %3164 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3165 = stablehlo.multiply %3163, %3164 : tensor<384x1536xf32>
    %3166 = "stablehlo.select"(%2676, %1391, %3165) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3167 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3168 = stablehlo.divide %1393, %3167 : tensor<1536xf32>
    %3169 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3170 = stablehlo.multiply %3168, %3169 : tensor<1536xf32>
    %3171 = "stablehlo.select"(%2676, %1393, %3170) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3172 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3173 = stablehlo.divide %1377, %3172 : tensor<1536x384xf32>
    %3174 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3175 = stablehlo.multiply %3173, %3174 : tensor<1536x384xf32>
    %3176 = "stablehlo.select"(%2676, %1377, %3175) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3177 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3178 = stablehlo.divide %1379, %3177 : tensor<384xf32>
    %3179 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3180 = stablehlo.multiply %3178, %3179 : tensor<384xf32>
    %3181 = "stablehlo.select"(%2676, %1379, %3180) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3182 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3183 = stablehlo.divide %1375, %3182 : tensor<384xf32>
    %3184 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3185 = stablehlo.multiply %3183, %3184 : tensor<384xf32>
    %3186 = "stablehlo.select"(%2676, %1375, %3185) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3187 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3188 = stablehlo.divide %1367, %3187 : tensor<7x7x1x384xf32>
    %3189 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3190 = stablehlo.multiply %3188, %3189 : tensor<7x7x1x384xf32>
    %3191 = "stablehlo.select"(%2676, %1367, %3190) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3192 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3193 = stablehlo.divide %1369, %3192 : tensor<384xf32>
    %3194 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3195 = stablehlo.multiply %3193, %3194 : tensor<384xf32>
    %3196 = "stablehlo.select"(%2676, %1369, %3195) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3197 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3198 = stablehlo.divide %1362, %3197 : tensor<384xf32>
    %3199 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3200 = stablehlo.multiply %3198, %3199 : tensor<384xf32>
    %3201 = "stablehlo.select"(%2676, %1362, %3200) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3202 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3203 = stablehlo.divide %1364, %3202 : tensor<384xf32>
    %3204 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3205 = stablehlo.multiply %3203, %3204 : tensor<384xf32>
    %3206 = "stablehlo.select"(%2676, %1364, %3205) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3207 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3208 = stablehlo.divide %1341, %3207 : tensor<384x1536xf32>
    %3209 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3210 = stablehlo.multiply %3208, %3209 : tensor<384x1536xf32>
    %3211 = "stablehlo.select"(%2676, %1341, %3210) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3212 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3213 = stablehlo.divide %1343, %3212 : tensor<1536xf32>
    %3214 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3215 = stablehlo.multiply %3213, %3214 : tensor<1536xf32>
    %3216 = "stablehlo.select"(%2676, %1343, %3215) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3217 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3218 = stablehlo.divide %1327, %3217 : tensor<1536x384xf32>
    %3219 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3220 = stablehlo.multiply %3218, %3219 : tensor<1536x384xf32>
    %3221 = "stablehlo.select"(%2676, %1327, %3220) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3222 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3223 = stablehlo.divide %1329, %3222 : tensor<384xf32>
    %3224 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3225 = stablehlo.multiply %3223, %3224 : tensor<384xf32>
    %3226 = "stablehlo.select"(%2676, %1329, %3225) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3227 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3228 = stablehlo.divide %1325, %3227 : tensor<384xf32>
    %3229 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3230 = stablehlo.multiply %3228, %3229 : tensor<384xf32>
    %3231 = "stablehlo.select"(%2676, %1325, %3230) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3232 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3233 = stablehlo.divide %1317, %3232 : tensor<7x7x1x384xf32>
    %3234 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3235 = stablehlo.multiply %3233, %3234 : tensor<7x7x1x384xf32>
    %3236 = "stablehlo.select"(%2676, %1317, %3235) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3237 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3238 = stablehlo.divide %1319, %3237 : tensor<384xf32>
    %3239 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3240 = stablehlo.multiply %3238, %3239 : tensor<384xf32>
    %3241 = "stablehlo.select"(%2676, %1319, %3240) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3242 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3243 = stablehlo.divide %1312, %3242 : tensor<384xf32>
    %3244 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3245 = stablehlo.multiply %3243, %3244 : tensor<384xf32>
    %3246 = "stablehlo.select"(%2676, %1312, %3245) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3247 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3248 = stablehlo.divide %1314, %3247 : tensor<384xf32>
    %3249 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3250 = stablehlo.multiply %3248, %3249 : tensor<384xf32>
    %3251 = "stablehlo.select"(%2676, %1314, %3250) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3252 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3253 = stablehlo.divide %1291, %3252 : tensor<384x1536xf32>
    %3254 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3255 = stablehlo.multiply %3253, %3254 : tensor<384x1536xf32>
    %3256 = "stablehlo.select"(%2676, %1291, %3255) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3257 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3258 = stablehlo.divide %1293, %3257 : tensor<1536xf32>
    %3259 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3260 = stablehlo.multiply %3258, %3259 : tensor<1536xf32>
    %3261 = "stablehlo.select"(%2676, %1293, %3260) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3262 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3263 = stablehlo.divide %1277, %3262 : tensor<1536x384xf32>
    %3264 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3265 = stablehlo.multiply %3263, %3264 : tensor<1536x384xf32>
    %3266 = "stablehlo.select"(%2676, %1277, %3265) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3267 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3268 = stablehlo.divide %1279, %3267 : tensor<384xf32>
    %3269 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3270 = stablehlo.multiply %3268, %3269 : tensor<384xf32>
    %3271 = "stablehlo.select"(%2676, %1279, %3270) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3272 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3273 = stablehlo.divide %1275, %3272 : tensor<384xf32>
    %3274 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3275 = stablehlo.multiply %3273, %3274 : tensor<384xf32>
    %3276 = "stablehlo.select"(%2676, %1275, %3275) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3277 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3278 = stablehlo.divide %1267, %3277 : tensor<7x7x1x384xf32>
    %3279 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3280 = stablehlo.multiply %3278, %3279 : tensor<7x7x1x384xf32>
    %3281 = "stablehlo.select"(%2676, %1267, %3280) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3282 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3283 = stablehlo.divide %1269, %3282 : tensor<384xf32>
    %3284 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3285 = stablehlo.multiply %3283, %3284 : tensor<384xf32>
    %3286 = "stablehlo.select"(%2676, %1269, %3285) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3287 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3288 = stablehlo.divide %1262, %3287 : tensor<384xf32>
    %3289 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3290 = stablehlo.multiply %3288, %3289 : tensor<384xf32>
    %3291 = "stablehlo.select"(%2676, %1262, %3290) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3292 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3293 = stablehlo.divide %1264, %3292 : tensor<384xf32>
    %3294 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3295 = stablehlo.multiply %3293, %3294 : tensor<384xf32>
    %3296 = "stablehlo.select"(%2676, %1264, %3295) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3297 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3298 = stablehlo.divide %1241, %3297 : tensor<384x1536xf32>
    %3299 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3300 = stablehlo.multiply %3298, %3299 : tensor<384x1536xf32>
    %3301 = "stablehlo.select"(%2676, %1241, %3300) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3302 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3303 = stablehlo.divide %1243, %3302 : tensor<1536xf32>
    %3304 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3305 = stablehlo.multiply %3303, %3304 : tensor<1536xf32>
    %3306 = "stablehlo.select"(%2676, %1243, %3305) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3307 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3308 = stablehlo.divide %1227, %3307 : tensor<1536x384xf32>
    %3309 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3310 = stablehlo.multiply %3308, %3309 : tensor<1536x384xf32>
    %3311 = "stablehlo.select"(%2676, %1227, %3310) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3312 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3313 = stablehlo.divide %1229, %3312 : tensor<384xf32>
    %3314 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3315 = stablehlo.multiply %3313, %3314 : tensor<384xf32>
    %3316 = "stablehlo.select"(%2676, %1229, %3315) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3317 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3318 = stablehlo.divide %1225, %3317 : tensor<384xf32>
    %3319 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3320 = stablehlo.multiply %3318, %3319 : tensor<384xf32>
    %3321 = "stablehlo.select"(%2676, %1225, %3320) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3322 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3323 = stablehlo.divide %1217, %3322 : tensor<7x7x1x384xf32>
    %3324 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3325 = stablehlo.multiply %3323, %3324 : tensor<7x7x1x384xf32>
    %3326 = "stablehlo.select"(%2676, %1217, %3325) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3327 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3328 = stablehlo.divide %1219, %3327 : tensor<384xf32>
    %3329 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3330 = stablehlo.multiply %3328, %3329 : tensor<384xf32>
    %3331 = "stablehlo.select"(%2676, %1219, %3330) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3332 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3333 = stablehlo.divide %1212, %3332 : tensor<384xf32>
    %3334 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3335 = stablehlo.multiply %3333, %3334 : tensor<384xf32>
    %3336 = "stablehlo.select"(%2676, %1212, %3335) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3337 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3338 = stablehlo.divide %1214, %3337 : tensor<384xf32>
    %3339 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3340 = stablehlo.multiply %3338, %3339 : tensor<384xf32>
    %3341 = "stablehlo.select"(%2676, %1214, %3340) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3342 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3343 = stablehlo.divide %1191, %3342 : tensor<384x1536xf32>
    %3344 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3345 = stablehlo.multiply %3343, %3344 : tensor<384x1536xf32>
    %3346 = "stablehlo.select"(%2676, %1191, %3345) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3347 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3348 = stablehlo.divide %1193, %3347 : tensor<1536xf32>
    %3349 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3350 = stablehlo.multiply %3348, %3349 : tensor<1536xf32>
    %3351 = "stablehlo.select"(%2676, %1193, %3350) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3352 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3353 = stablehlo.divide %1177, %3352 : tensor<1536x384xf32>
    %3354 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3355 = stablehlo.multiply %3353, %3354 : tensor<1536x384xf32>
    %3356 = "stablehlo.select"(%2676, %1177, %3355) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3357 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3358 = stablehlo.divide %1179, %3357 : tensor<384xf32>
    %3359 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3360 = stablehlo.multiply %3358, %3359 : tensor<384xf32>
    %3361 = "stablehlo.select"(%2676, %1179, %3360) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3362 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3363 = stablehlo.divide %1175, %3362 : tensor<384xf32>
    %3364 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3365 = stablehlo.multiply %3363, %3364 : tensor<384xf32>
    %3366 = "stablehlo.select"(%2676, %1175, %3365) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3367 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3368 = stablehlo.divide %1167, %3367 : tensor<7x7x1x384xf32>
    %3369 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3370 = stablehlo.multiply %3368, %3369 : tensor<7x7x1x384xf32>
    %3371 = "stablehlo.select"(%2676, %1167, %3370) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3372 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3373 = stablehlo.divide %1169, %3372 : tensor<384xf32>
    %3374 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3375 = stablehlo.multiply %3373, %3374 : tensor<384xf32>
    %3376 = "stablehlo.select"(%2676, %1169, %3375) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3377 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3378 = stablehlo.divide %1162, %3377 : tensor<384xf32>
    %3379 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3380 = stablehlo.multiply %3378, %3379 : tensor<384xf32>
    %3381 = "stablehlo.select"(%2676, %1162, %3380) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3382 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3383 = stablehlo.divide %1164, %3382 : tensor<384xf32>
    %3384 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3385 = stablehlo.multiply %3383, %3384 : tensor<384xf32>
    %3386 = "stablehlo.select"(%2676, %1164, %3385) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3387 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3388 = stablehlo.divide %1141, %3387 : tensor<384x1536xf32>
    %3389 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3390 = stablehlo.multiply %3388, %3389 : tensor<384x1536xf32>
    %3391 = "stablehlo.select"(%2676, %1141, %3390) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3392 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3393 = stablehlo.divide %1143, %3392 : tensor<1536xf32>
    %3394 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3395 = stablehlo.multiply %3393, %3394 : tensor<1536xf32>
    %3396 = "stablehlo.select"(%2676, %1143, %3395) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3397 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3398 = stablehlo.divide %1127, %3397 : tensor<1536x384xf32>
    %3399 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3400 = stablehlo.multiply %3398, %3399 : tensor<1536x384xf32>
    %3401 = "stablehlo.select"(%2676, %1127, %3400) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3402 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3403 = stablehlo.divide %1129, %3402 : tensor<384xf32>
    %3404 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3405 = stablehlo.multiply %3403, %3404 : tensor<384xf32>
    %3406 = "stablehlo.select"(%2676, %1129, %3405) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3407 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3408 = stablehlo.divide %1125, %3407 : tensor<384xf32>
    %3409 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3410 = stablehlo.multiply %3408, %3409 : tensor<384xf32>
    %3411 = "stablehlo.select"(%2676, %1125, %3410) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3412 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3413 = stablehlo.divide %1118, %3412 : tensor<384xf32>
    %3414 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3415 = stablehlo.multiply %3413, %3414 : tensor<384xf32>
    %3416 = "stablehlo.select"(%2676, %1118, %3415) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3417 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3418 = stablehlo.divide %1120, %3417 : tensor<384xf32>
    %3419 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3420 = stablehlo.multiply %3418, %3419 : tensor<384xf32>
    %3421 = "stablehlo.select"(%2676, %1120, %3420) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3422 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %3423 = stablehlo.divide %1097, %3422 : tensor<2x2x384x768xf32>
    %3424 = stablehlo.constant dense<1.0> : tensor<2x2x384x768xf32>
    %3425 = stablehlo.multiply %3423, %3424 : tensor<2x2x384x768xf32>
    %3426 = "stablehlo.select"(%2676, %1097, %3425) : (tensor<i1>, tensor<2x2x384x768xf32>, tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %3427 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3428 = stablehlo.divide %1099, %3427 : tensor<768xf32>
    %3429 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3430 = stablehlo.multiply %3428, %3429 : tensor<768xf32>
    %3431 = "stablehlo.select"(%2676, %1099, %3430) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3432 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3433 = stablehlo.divide %1091, %3432 : tensor<7x7x1x768xf32>
    %3434 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3435 = stablehlo.multiply %3433, %3434 : tensor<7x7x1x768xf32>
    %3436 = "stablehlo.select"(%2676, %1091, %3435) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3437 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3438 = stablehlo.divide %1093, %3437 : tensor<768xf32>
    %3439 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3440 = stablehlo.multiply %3438, %3439 : tensor<768xf32>
    %3441 = "stablehlo.select"(%2676, %1093, %3440) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3442 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3443 = stablehlo.divide %1086, %3442 : tensor<768xf32>
    %3444 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3445 = stablehlo.multiply %3443, %3444 : tensor<768xf32>
    %3446 = "stablehlo.select"(%2676, %1086, %3445) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3447 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3448 = stablehlo.divide %1088, %3447 : tensor<768xf32>
    %3449 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3450 = stablehlo.multiply %3448, %3449 : tensor<768xf32>
    %3451 = "stablehlo.select"(%2676, %1088, %3450) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3452 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3453 = stablehlo.divide %1065, %3452 : tensor<768x3072xf32>
    %3454 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3455 = stablehlo.multiply %3453, %3454 : tensor<768x3072xf32>
    %3456 = "stablehlo.select"(%2676, %1065, %3455) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3457 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3458 = stablehlo.divide %1067, %3457 : tensor<3072xf32>
    %3459 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3460 = stablehlo.multiply %3458, %3459 : tensor<3072xf32>
    %3461 = "stablehlo.select"(%2676, %1067, %3460) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3462 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3463 = stablehlo.divide %1051, %3462 : tensor<3072x768xf32>
    %3464 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3465 = stablehlo.multiply %3463, %3464 : tensor<3072x768xf32>
    %3466 = "stablehlo.select"(%2676, %1051, %3465) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3467 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3468 = stablehlo.divide %1053, %3467 : tensor<768xf32>
    %3469 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3470 = stablehlo.multiply %3468, %3469 : tensor<768xf32>
    %3471 = "stablehlo.select"(%2676, %1053, %3470) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3472 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3473 = stablehlo.divide %1049, %3472 : tensor<768xf32>
    %3474 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3475 = stablehlo.multiply %3473, %3474 : tensor<768xf32>
    %3476 = "stablehlo.select"(%2676, %1049, %3475) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3477 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3478 = stablehlo.divide %1041, %3477 : tensor<7x7x1x768xf32>
    %3479 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3480 = stablehlo.multiply %3478, %3479 : tensor<7x7x1x768xf32>
    %3481 = "stablehlo.select"(%2676, %1041, %3480) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3482 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3483 = stablehlo.divide %1043, %3482 : tensor<768xf32>
    %3484 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3485 = stablehlo.multiply %3483, %3484 : tensor<768xf32>
    %3486 = "stablehlo.select"(%2676, %1043, %3485) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3487 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3488 = stablehlo.divide %1036, %3487 : tensor<768xf32>
    %3489 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3490 = stablehlo.multiply %3488, %3489 : tensor<768xf32>
    %3491 = "stablehlo.select"(%2676, %1036, %3490) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3492 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3493 = stablehlo.divide %1038, %3492 : tensor<768xf32>
    %3494 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3495 = stablehlo.multiply %3493, %3494 : tensor<768xf32>
    %3496 = "stablehlo.select"(%2676, %1038, %3495) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3497 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3498 = stablehlo.divide %1015, %3497 : tensor<768x3072xf32>
    %3499 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3500 = stablehlo.multiply %3498, %3499 : tensor<768x3072xf32>
    %3501 = "stablehlo.select"(%2676, %1015, %3500) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3502 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3503 = stablehlo.divide %1017, %3502 : tensor<3072xf32>
    %3504 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3505 = stablehlo.multiply %3503, %3504 : tensor<3072xf32>
    %3506 = "stablehlo.select"(%2676, %1017, %3505) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3507 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3508 = stablehlo.divide %1001, %3507 : tensor<3072x768xf32>
    %3509 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3510 = stablehlo.multiply %3508, %3509 : tensor<3072x768xf32>
    %3511 = "stablehlo.select"(%2676, %1001, %3510) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3512 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3513 = stablehlo.divide %1003, %3512 : tensor<768xf32>
    %3514 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3515 = stablehlo.multiply %3513, %3514 : tensor<768xf32>
    %3516 = "stablehlo.select"(%2676, %1003, %3515) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3517 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3518 = stablehlo.divide %999, %3517 : tensor<768xf32>
    %3519 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3520 = stablehlo.multiply %3518, %3519 : tensor<768xf32>
    %3521 = "stablehlo.select"(%2676, %999, %3520) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3522 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3523 = stablehlo.divide %991, %3522 : tensor<7x7x1x768xf32>
    %3524 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3525 = stablehlo.multiply %3523, %3524 : tensor<7x7x1x768xf32>
    %3526 = "stablehlo.select"(%2676, %991, %3525) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3527 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3528 = stablehlo.divide %993, %3527 : tensor<768xf32>
    %3529 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3530 = stablehlo.multiply %3528, %3529 : tensor<768xf32>
    %3531 = "stablehlo.select"(%2676, %993, %3530) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3532 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3533 = stablehlo.divide %986, %3532 : tensor<768xf32>
    %3534 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3535 = stablehlo.multiply %3533, %3534 : tensor<768xf32>
    %3536 = "stablehlo.select"(%2676, %986, %3535) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3537 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3538 = stablehlo.divide %988, %3537 : tensor<768xf32>
    %3539 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3540 = stablehlo.multiply %3538, %3539 : tensor<768xf32>
    %3541 = "stablehlo.select"(%2676, %988, %3540) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3542 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3543 = stablehlo.divide %965, %3542 : tensor<768x3072xf32>
    %3544 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3545 = stablehlo.multiply %3543, %3544 : tensor<768x3072xf32>
    %3546 = "stablehlo.select"(%2676, %965, %3545) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3547 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3548 = stablehlo.divide %967, %3547 : tensor<3072xf32>
    %3549 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3550 = stablehlo.multiply %3548, %3549 : tensor<3072xf32>
    %3551 = "stablehlo.select"(%2676, %967, %3550) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3552 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3553 = stablehlo.divide %951, %3552 : tensor<3072x768xf32>
    %3554 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3555 = stablehlo.multiply %3553, %3554 : tensor<3072x768xf32>
    %3556 = "stablehlo.select"(%2676, %951, %3555) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3557 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3558 = stablehlo.divide %953, %3557 : tensor<768xf32>
    %3559 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3560 = stablehlo.multiply %3558, %3559 : tensor<768xf32>
    %3561 = "stablehlo.select"(%2676, %953, %3560) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3562 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3563 = stablehlo.divide %949, %3562 : tensor<768xf32>
    %3564 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3565 = stablehlo.multiply %3563, %3564 : tensor<768xf32>
    %3566 = "stablehlo.select"(%2676, %949, %3565) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3567 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3568 = stablehlo.divide %939, %3567 : tensor<768xf32>
    %3569 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3570 = stablehlo.multiply %3568, %3569 : tensor<768xf32>
    %3571 = "stablehlo.select"(%2676, %939, %3570) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3572 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3573 = stablehlo.divide %941, %3572 : tensor<768xf32>
    %3574 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3575 = stablehlo.multiply %3573, %3574 : tensor<768xf32>
    %3576 = "stablehlo.select"(%2676, %941, %3575) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3577 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %3578 = stablehlo.divide %918, %3577 : tensor<768x1000xf32>
    %3579 = stablehlo.constant dense<1.0> : tensor<768x1000xf32>
    %3580 = stablehlo.multiply %3578, %3579 : tensor<768x1000xf32>
    %3581 = "stablehlo.select"(%2676, %918, %3580) : (tensor<i1>, tensor<768x1000xf32>, tensor<768x1000xf32>) -> tensor<768x1000xf32>
    %3582 = "stablehlo.broadcast_in_dim"(%2674) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3583 = stablehlo.divide %920, %3582 : tensor<1000xf32>
    %3584 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3585 = stablehlo.multiply %3583, %3584 : tensor<1000xf32>
    %3586 = "stablehlo.select"(%2676, %920, %3585) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3587 = stablehlo.constant dense<0.9> : tensor<4x4x3x96xf32>
    %3588 = stablehlo.multiply %3587, %m.stem.conv.w : tensor<4x4x3x96xf32>
    %3589 = stablehlo.constant dense<0.1> : tensor<4x4x3x96xf32>
    %3590 = stablehlo.multiply %3589, %2681 : tensor<4x4x3x96xf32>
    %3591 = stablehlo.add %3588, %3590 : tensor<4x4x3x96xf32>
    %3592 = stablehlo.constant dense<0.999> : tensor<4x4x3x96xf32>
    %3593 = stablehlo.multiply %3592, %v.stem.conv.w : tensor<4x4x3x96xf32>
    %3594 = stablehlo.constant dense<0.001> : tensor<4x4x3x96xf32>
    %3595 = stablehlo.multiply %2681, %2681 : tensor<4x4x3x96xf32>
    %3596 = stablehlo.multiply %3594, %3595 : tensor<4x4x3x96xf32>
    %3597 = stablehlo.add %3593, %3596 : tensor<4x4x3x96xf32>
    %3598 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3599 = stablehlo.divide %3591, %3598 : tensor<4x4x3x96xf32>
    %3600 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3601 = stablehlo.divide %3597, %3600 : tensor<4x4x3x96xf32>
    %3602 = stablehlo.sqrt %3601 : tensor<4x4x3x96xf32>
    %3603 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x96xf32>
    %3604 = stablehlo.add %3602, %3603 : tensor<4x4x3x96xf32>
    %3605 = stablehlo.divide %3599, %3604 : tensor<4x4x3x96xf32>
    %3606 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3607 = stablehlo.multiply %3606, %m.stem.conv.b : tensor<96xf32>
    %3608 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3609 = stablehlo.multiply %3608, %2686 : tensor<96xf32>
    %3610 = stablehlo.add %3607, %3609 : tensor<96xf32>
    %3611 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3612 = stablehlo.multiply %3611, %v.stem.conv.b : tensor<96xf32>
    %3613 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3614 = stablehlo.multiply %2686, %2686 : tensor<96xf32>
    %3615 = stablehlo.multiply %3613, %3614 : tensor<96xf32>
    %3616 = stablehlo.add %3612, %3615 : tensor<96xf32>
    %3617 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3618 = stablehlo.divide %3610, %3617 : tensor<96xf32>
    %3619 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3620 = stablehlo.divide %3616, %3619 : tensor<96xf32>
    %3621 = stablehlo.sqrt %3620 : tensor<96xf32>
    %3622 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3623 = stablehlo.add %3621, %3622 : tensor<96xf32>
    %3624 = stablehlo.divide %3618, %3623 : tensor<96xf32>
    %3625 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3626 = stablehlo.multiply %3625, %m.stem.norm.g : tensor<96xf32>
    %3627 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3628 = stablehlo.multiply %3627, %2691 : tensor<96xf32>
    %3629 = stablehlo.add %3626, %3628 : tensor<96xf32>
    %3630 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3631 = stablehlo.multiply %3630, %v.stem.norm.g : tensor<96xf32>
    %3632 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3633 = stablehlo.multiply %2691, %2691 : tensor<96xf32>
    %3634 = stablehlo.multiply %3632, %3633 : tensor<96xf32>
    %3635 = stablehlo.add %3631, %3634 : tensor<96xf32>
    %3636 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3637 = stablehlo.divide %3629, %3636 : tensor<96xf32>
    %3638 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3639 = stablehlo.divide %3635, %3638 : tensor<96xf32>
    %3640 = stablehlo.sqrt %3639 : tensor<96xf32>
    %3641 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3642 = stablehlo.add %3640, %3641 : tensor<96xf32>
    %3643 = stablehlo.divide %3637, %3642 : tensor<96xf32>
    %3644 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3645 = stablehlo.multiply %3644, %m.stem.norm.b : tensor<96xf32>
    %3646 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3647 = stablehlo.multiply %3646, %2696 : tensor<96xf32>
    %3648 = stablehlo.add %3645, %3647 : tensor<96xf32>
    %3649 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3650 = stablehlo.multiply %3649, %v.stem.norm.b : tensor<96xf32>
    %3651 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3652 = stablehlo.multiply %2696, %2696 : tensor<96xf32>
    %3653 = stablehlo.multiply %3651, %3652 : tensor<96xf32>
    %3654 = stablehlo.add %3650, %3653 : tensor<96xf32>
    %3655 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3656 = stablehlo.divide %3648, %3655 : tensor<96xf32>
    %3657 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3658 = stablehlo.divide %3654, %3657 : tensor<96xf32>
    %3659 = stablehlo.sqrt %3658 : tensor<96xf32>
    %3660 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3661 = stablehlo.add %3659, %3660 : tensor<96xf32>
    %3662 = stablehlo.divide %3656, %3661 : tensor<96xf32>
    %3663 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3664 = stablehlo.multiply %3663, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3665 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3666 = stablehlo.multiply %3665, %2701 : tensor<7x7x1x96xf32>
    %3667 = stablehlo.add %3664, %3666 : tensor<7x7x1x96xf32>
    %3668 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3669 = stablehlo.multiply %3668, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3670 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3671 = stablehlo.multiply %2701, %2701 : tensor<7x7x1x96xf32>
    %3672 = stablehlo.multiply %3670, %3671 : tensor<7x7x1x96xf32>
    %3673 = stablehlo.add %3669, %3672 : tensor<7x7x1x96xf32>
    %3674 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3675 = stablehlo.divide %3667, %3674 : tensor<7x7x1x96xf32>
    %3676 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3677 = stablehlo.divide %3673, %3676 : tensor<7x7x1x96xf32>
    %3678 = stablehlo.sqrt %3677 : tensor<7x7x1x96xf32>
    %3679 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3680 = stablehlo.add %3678, %3679 : tensor<7x7x1x96xf32>
    %3681 = stablehlo.divide %3675, %3680 : tensor<7x7x1x96xf32>
    %3682 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3683 = stablehlo.multiply %3682, %m.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3684 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3685 = stablehlo.multiply %3684, %2706 : tensor<96xf32>
    %3686 = stablehlo.add %3683, %3685 : tensor<96xf32>
    %3687 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3688 = stablehlo.multiply %3687, %v.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3689 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3690 = stablehlo.multiply %2706, %2706 : tensor<96xf32>
    %3691 = stablehlo.multiply %3689, %3690 : tensor<96xf32>
    %3692 = stablehlo.add %3688, %3691 : tensor<96xf32>
    %3693 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3694 = stablehlo.divide %3686, %3693 : tensor<96xf32>
    %3695 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3696 = stablehlo.divide %3692, %3695 : tensor<96xf32>
    %3697 = stablehlo.sqrt %3696 : tensor<96xf32>
    %3698 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3699 = stablehlo.add %3697, %3698 : tensor<96xf32>
    %3700 = stablehlo.divide %3694, %3699 : tensor<96xf32>
    %3701 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3702 = stablehlo.multiply %3701, %m.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3703 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3704 = stablehlo.multiply %3703, %2711 : tensor<96xf32>
    %3705 = stablehlo.add %3702, %3704 : tensor<96xf32>
    %3706 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3707 = stablehlo.multiply %3706, %v.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3708 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3709 = stablehlo.multiply %2711, %2711 : tensor<96xf32>
    %3710 = stablehlo.multiply %3708, %3709 : tensor<96xf32>
    %3711 = stablehlo.add %3707, %3710 : tensor<96xf32>
    %3712 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3713 = stablehlo.divide %3705, %3712 : tensor<96xf32>
    %3714 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3715 = stablehlo.divide %3711, %3714 : tensor<96xf32>
    %3716 = stablehlo.sqrt %3715 : tensor<96xf32>
    %3717 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3718 = stablehlo.add %3716, %3717 : tensor<96xf32>
    %3719 = stablehlo.divide %3713, %3718 : tensor<96xf32>
    %3720 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3721 = stablehlo.multiply %3720, %m.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3722 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3723 = stablehlo.multiply %3722, %2716 : tensor<96xf32>
    %3724 = stablehlo.add %3721, %3723 : tensor<96xf32>
    %3725 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3726 = stablehlo.multiply %3725, %v.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3727 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3728 = stablehlo.multiply %2716, %2716 : tensor<96xf32>
    %3729 = stablehlo.multiply %3727, %3728 : tensor<96xf32>
    %3730 = stablehlo.add %3726, %3729 : tensor<96xf32>
    %3731 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3732 = stablehlo.divide %3724, %3731 : tensor<96xf32>
    %3733 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3734 = stablehlo.divide %3730, %3733 : tensor<96xf32>
    %3735 = stablehlo.sqrt %3734 : tensor<96xf32>
    %3736 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3737 = stablehlo.add %3735, %3736 : tensor<96xf32>
    %3738 = stablehlo.divide %3732, %3737 : tensor<96xf32>
    %3739 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %3740 = stablehlo.multiply %3739, %m.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3741 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %3742 = stablehlo.multiply %3741, %2721 : tensor<96x384xf32>
    %3743 = stablehlo.add %3740, %3742 : tensor<96x384xf32>
    %3744 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %3745 = stablehlo.multiply %3744, %v.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3746 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %3747 = stablehlo.multiply %2721, %2721 : tensor<96x384xf32>
    %3748 = stablehlo.multiply %3746, %3747 : tensor<96x384xf32>
    %3749 = stablehlo.add %3745, %3748 : tensor<96x384xf32>
    %3750 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3751 = stablehlo.divide %3743, %3750 : tensor<96x384xf32>
    %3752 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3753 = stablehlo.divide %3749, %3752 : tensor<96x384xf32>
    %3754 = stablehlo.sqrt %3753 : tensor<96x384xf32>
    %3755 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %3756 = stablehlo.add %3754, %3755 : tensor<96x384xf32>
    %3757 = stablehlo.divide %3751, %3756 : tensor<96x384xf32>
    %3758 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3759 = stablehlo.multiply %3758, %m.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3760 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3761 = stablehlo.multiply %3760, %2726 : tensor<384xf32>
    %3762 = stablehlo.add %3759, %3761 : tensor<384xf32>
    %3763 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3764 = stablehlo.multiply %3763, %v.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3765 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3766 = stablehlo.multiply %2726, %2726 : tensor<384xf32>
    %3767 = stablehlo.multiply %3765, %3766 : tensor<384xf32>
    %3768 = stablehlo.add %3764, %3767 : tensor<384xf32>
    %3769 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3770 = stablehlo.divide %3762, %3769 : tensor<384xf32>
    %3771 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3772 = stablehlo.divide %3768, %3771 : tensor<384xf32>
    %3773 = stablehlo.sqrt %3772 : tensor<384xf32>
    %3774 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3775 = stablehlo.add %3773, %3774 : tensor<384xf32>
    %3776 = stablehlo.divide %3770, %3775 : tensor<384xf32>
    %3777 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %3778 = stablehlo.multiply %3777, %m.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3779 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %3780 = stablehlo.multiply %3779, %2731 : tensor<384x96xf32>
    %3781 = stablehlo.add %3778, %3780 : tensor<384x96xf32>
    %3782 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %3783 = stablehlo.multiply %3782, %v.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3784 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %3785 = stablehlo.multiply %2731, %2731 : tensor<384x96xf32>
    %3786 = stablehlo.multiply %3784, %3785 : tensor<384x96xf32>
    %3787 = stablehlo.add %3783, %3786 : tensor<384x96xf32>
    %3788 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3789 = stablehlo.divide %3781, %3788 : tensor<384x96xf32>
    %3790 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3791 = stablehlo.divide %3787, %3790 : tensor<384x96xf32>
    %3792 = stablehlo.sqrt %3791 : tensor<384x96xf32>
    %3793 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %3794 = stablehlo.add %3792, %3793 : tensor<384x96xf32>
    %3795 = stablehlo.divide %3789, %3794 : tensor<384x96xf32>
    %3796 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3797 = stablehlo.multiply %3796, %m.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3798 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3799 = stablehlo.multiply %3798, %2736 : tensor<96xf32>
    %3800 = stablehlo.add %3797, %3799 : tensor<96xf32>
    %3801 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3802 = stablehlo.multiply %3801, %v.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3803 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3804 = stablehlo.multiply %2736, %2736 : tensor<96xf32>
    %3805 = stablehlo.multiply %3803, %3804 : tensor<96xf32>
    %3806 = stablehlo.add %3802, %3805 : tensor<96xf32>
    %3807 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3808 = stablehlo.divide %3800, %3807 : tensor<96xf32>
    %3809 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3810 = stablehlo.divide %3806, %3809 : tensor<96xf32>
    %3811 = stablehlo.sqrt %3810 : tensor<96xf32>
    %3812 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3813 = stablehlo.add %3811, %3812 : tensor<96xf32>
    %3814 = stablehlo.divide %3808, %3813 : tensor<96xf32>
    %3815 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3816 = stablehlo.multiply %3815, %m.stages.0.blocks.0.gamma : tensor<96xf32>
    %3817 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3818 = stablehlo.multiply %3817, %2741 : tensor<96xf32>
    %3819 = stablehlo.add %3816, %3818 : tensor<96xf32>
    %3820 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3821 = stablehlo.multiply %3820, %v.stages.0.blocks.0.gamma : tensor<96xf32>
    %3822 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3823 = stablehlo.multiply %2741, %2741 : tensor<96xf32>
    %3824 = stablehlo.multiply %3822, %3823 : tensor<96xf32>
    %3825 = stablehlo.add %3821, %3824 : tensor<96xf32>
    %3826 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3827 = stablehlo.divide %3819, %3826 : tensor<96xf32>
    %3828 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3829 = stablehlo.divide %3825, %3828 : tensor<96xf32>
    %3830 = stablehlo.sqrt %3829 : tensor<96xf32>
    %3831 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3832 = stablehlo.add %3830, %3831 : tensor<96xf32>
    %3833 = stablehlo.divide %3827, %3832 : tensor<96xf32>
    %3834 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3835 = stablehlo.multiply %3834, %m.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3836 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3837 = stablehlo.multiply %3836, %2746 : tensor<7x7x1x96xf32>
    %3838 = stablehlo.add %3835, %3837 : tensor<7x7x1x96xf32>
    %3839 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3840 = stablehlo.multiply %3839, %v.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3841 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3842 = stablehlo.multiply %2746, %2746 : tensor<7x7x1x96xf32>
    %3843 = stablehlo.multiply %3841, %3842 : tensor<7x7x1x96xf32>
    %3844 = stablehlo.add %3840, %3843 : tensor<7x7x1x96xf32>
    %3845 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3846 = stablehlo.divide %3838, %3845 : tensor<7x7x1x96xf32>
    %3847 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3848 = stablehlo.divide %3844, %3847 : tensor<7x7x1x96xf32>
    %3849 = stablehlo.sqrt %3848 : tensor<7x7x1x96xf32>
    %3850 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3851 = stablehlo.add %3849, %3850 : tensor<7x7x1x96xf32>
    %3852 = stablehlo.divide %3846, %3851 : tensor<7x7x1x96xf32>
    %3853 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3854 = stablehlo.multiply %3853, %m.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3855 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3856 = stablehlo.multiply %3855, %2751 : tensor<96xf32>
    %3857 = stablehlo.add %3854, %3856 : tensor<96xf32>
    %3858 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3859 = stablehlo.multiply %3858, %v.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3860 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3861 = stablehlo.multiply %2751, %2751 : tensor<96xf32>
    %3862 = stablehlo.multiply %3860, %3861 : tensor<96xf32>
    %3863 = stablehlo.add %3859, %3862 : tensor<96xf32>
    %3864 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3865 = stablehlo.divide %3857, %3864 : tensor<96xf32>
    %3866 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3867 = stablehlo.divide %3863, %3866 : tensor<96xf32>
    %3868 = stablehlo.sqrt %3867 : tensor<96xf32>
    %3869 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3870 = stablehlo.add %3868, %3869 : tensor<96xf32>
    %3871 = stablehlo.divide %3865, %3870 : tensor<96xf32>
    %3872 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3873 = stablehlo.multiply %3872, %m.stages.0.blocks.1.norm.g : tensor<96xf32>
    %3874 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3875 = stablehlo.multiply %3874, %2756 : tensor<96xf32>
    %3876 = stablehlo.add %3873, %3875 : tensor<96xf32>
    %3877 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3878 = stablehlo.multiply %3877, %v.stages.0.blocks.1.norm.g : tensor<96xf32>
    %3879 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3880 = stablehlo.multiply %2756, %2756 : tensor<96xf32>
    %3881 = stablehlo.multiply %3879, %3880 : tensor<96xf32>
    %3882 = stablehlo.add %3878, %3881 : tensor<96xf32>
    %3883 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3884 = stablehlo.divide %3876, %3883 : tensor<96xf32>
    %3885 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3886 = stablehlo.divide %3882, %3885 : tensor<96xf32>
    %3887 = stablehlo.sqrt %3886 : tensor<96xf32>
    %3888 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3889 = stablehlo.add %3887, %3888 : tensor<96xf32>
    %3890 = stablehlo.divide %3884, %3889 : tensor<96xf32>
    %3891 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3892 = stablehlo.multiply %3891, %m.stages.0.blocks.1.norm.b : tensor<96xf32>
    %3893 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3894 = stablehlo.multiply %3893, %2761 : tensor<96xf32>
    %3895 = stablehlo.add %3892, %3894 : tensor<96xf32>
    %3896 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3897 = stablehlo.multiply %3896, %v.stages.0.blocks.1.norm.b : tensor<96xf32>
    %3898 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3899 = stablehlo.multiply %2761, %2761 : tensor<96xf32>
    %3900 = stablehlo.multiply %3898, %3899 : tensor<96xf32>
    %3901 = stablehlo.add %3897, %3900 : tensor<96xf32>
    %3902 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3903 = stablehlo.divide %3895, %3902 : tensor<96xf32>
    %3904 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3905 = stablehlo.divide %3901, %3904 : tensor<96xf32>
    %3906 = stablehlo.sqrt %3905 : tensor<96xf32>
    %3907 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3908 = stablehlo.add %3906, %3907 : tensor<96xf32>
    %3909 = stablehlo.divide %3903, %3908 : tensor<96xf32>
    %3910 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %3911 = stablehlo.multiply %3910, %m.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %3912 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %3913 = stablehlo.multiply %3912, %2766 : tensor<96x384xf32>
    %3914 = stablehlo.add %3911, %3913 : tensor<96x384xf32>
    %3915 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %3916 = stablehlo.multiply %3915, %v.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %3917 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %3918 = stablehlo.multiply %2766, %2766 : tensor<96x384xf32>
    %3919 = stablehlo.multiply %3917, %3918 : tensor<96x384xf32>
    %3920 = stablehlo.add %3916, %3919 : tensor<96x384xf32>
    %3921 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3922 = stablehlo.divide %3914, %3921 : tensor<96x384xf32>
    %3923 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3924 = stablehlo.divide %3920, %3923 : tensor<96x384xf32>
    %3925 = stablehlo.sqrt %3924 : tensor<96x384xf32>
    %3926 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %3927 = stablehlo.add %3925, %3926 : tensor<96x384xf32>
    %3928 = stablehlo.divide %3922, %3927 : tensor<96x384xf32>
    %3929 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3930 = stablehlo.multiply %3929, %m.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %3931 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3932 = stablehlo.multiply %3931, %2771 : tensor<384xf32>
    %3933 = stablehlo.add %3930, %3932 : tensor<384xf32>
    %3934 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3935 = stablehlo.multiply %3934, %v.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %3936 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3937 = stablehlo.multiply %2771, %2771 : tensor<384xf32>
    %3938 = stablehlo.multiply %3936, %3937 : tensor<384xf32>
    %3939 = stablehlo.add %3935, %3938 : tensor<384xf32>
    %3940 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3941 = stablehlo.divide %3933, %3940 : tensor<384xf32>
    %3942 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3943 = stablehlo.divide %3939, %3942 : tensor<384xf32>
    %3944 = stablehlo.sqrt %3943 : tensor<384xf32>
    %3945 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3946 = stablehlo.add %3944, %3945 : tensor<384xf32>
    %3947 = stablehlo.divide %3941, %3946 : tensor<384xf32>
    %3948 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %3949 = stablehlo.multiply %3948, %m.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %3950 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %3951 = stablehlo.multiply %3950, %2776 : tensor<384x96xf32>
    %3952 = stablehlo.add %3949, %3951 : tensor<384x96xf32>
    %3953 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %3954 = stablehlo.multiply %3953, %v.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %3955 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %3956 = stablehlo.multiply %2776, %2776 : tensor<384x96xf32>
    %3957 = stablehlo.multiply %3955, %3956 : tensor<384x96xf32>
    %3958 = stablehlo.add %3954, %3957 : tensor<384x96xf32>
    %3959 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3960 = stablehlo.divide %3952, %3959 : tensor<384x96xf32>
    %3961 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3962 = stablehlo.divide %3958, %3961 : tensor<384x96xf32>
    %3963 = stablehlo.sqrt %3962 : tensor<384x96xf32>
    %3964 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %3965 = stablehlo.add %3963, %3964 : tensor<384x96xf32>
    %3966 = stablehlo.divide %3960, %3965 : tensor<384x96xf32>
    %3967 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3968 = stablehlo.multiply %3967, %m.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %3969 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3970 = stablehlo.multiply %3969, %2781 : tensor<96xf32>
    %3971 = stablehlo.add %3968, %3970 : tensor<96xf32>
    %3972 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3973 = stablehlo.multiply %3972, %v.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %3974 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3975 = stablehlo.multiply %2781, %2781 : tensor<96xf32>
    %3976 = stablehlo.multiply %3974, %3975 : tensor<96xf32>
    %3977 = stablehlo.add %3973, %3976 : tensor<96xf32>
    %3978 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3979 = stablehlo.divide %3971, %3978 : tensor<96xf32>
    %3980 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3981 = stablehlo.divide %3977, %3980 : tensor<96xf32>
    %3982 = stablehlo.sqrt %3981 : tensor<96xf32>
    %3983 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3984 = stablehlo.add %3982, %3983 : tensor<96xf32>
    %3985 = stablehlo.divide %3979, %3984 : tensor<96xf32>
    %3986 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3987 = stablehlo.multiply %3986, %m.stages.0.blocks.1.gamma : tensor<96xf32>
    %3988 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3989 = stablehlo.multiply %3988, %2786 : tensor<96xf32>
    %3990 = stablehlo.add %3987, %3989 : tensor<96xf32>
    %3991 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3992 = stablehlo.multiply %3991, %v.stages.0.blocks.1.gamma : tensor<96xf32>
    %3993 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3994 = stablehlo.multiply %2786, %2786 : tensor<96xf32>
    %3995 = stablehlo.multiply %3993, %3994 : tensor<96xf32>
    %3996 = stablehlo.add %3992, %3995 : tensor<96xf32>
    %3997 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3998 = stablehlo.divide %3990, %3997 : tensor<96xf32>
    %3999 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4000 = stablehlo.divide %3996, %3999 : tensor<96xf32>
    %4001 = stablehlo.sqrt %4000 : tensor<96xf32>
    %4002 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4003 = stablehlo.add %4001, %4002 : tensor<96xf32>
    %4004 = stablehlo.divide %3998, %4003 : tensor<96xf32>
    %4005 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %4006 = stablehlo.multiply %4005, %m.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4007 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %4008 = stablehlo.multiply %4007, %2791 : tensor<7x7x1x96xf32>
    %4009 = stablehlo.add %4006, %4008 : tensor<7x7x1x96xf32>
    %4010 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %4011 = stablehlo.multiply %4010, %v.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4012 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %4013 = stablehlo.multiply %2791, %2791 : tensor<7x7x1x96xf32>
    %4014 = stablehlo.multiply %4012, %4013 : tensor<7x7x1x96xf32>
    %4015 = stablehlo.add %4011, %4014 : tensor<7x7x1x96xf32>
    %4016 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4017 = stablehlo.divide %4009, %4016 : tensor<7x7x1x96xf32>
    %4018 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4019 = stablehlo.divide %4015, %4018 : tensor<7x7x1x96xf32>
    %4020 = stablehlo.sqrt %4019 : tensor<7x7x1x96xf32>
    %4021 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %4022 = stablehlo.add %4020, %4021 : tensor<7x7x1x96xf32>
    %4023 = stablehlo.divide %4017, %4022 : tensor<7x7x1x96xf32>
    %4024 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4025 = stablehlo.multiply %4024, %m.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4026 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4027 = stablehlo.multiply %4026, %2796 : tensor<96xf32>
    %4028 = stablehlo.add %4025, %4027 : tensor<96xf32>
    %4029 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4030 = stablehlo.multiply %4029, %v.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4031 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4032 = stablehlo.multiply %2796, %2796 : tensor<96xf32>
    %4033 = stablehlo.multiply %4031, %4032 : tensor<96xf32>
    %4034 = stablehlo.add %4030, %4033 : tensor<96xf32>
    %4035 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4036 = stablehlo.divide %4028, %4035 : tensor<96xf32>
    %4037 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4038 = stablehlo.divide %4034, %4037 : tensor<96xf32>
    %4039 = stablehlo.sqrt %4038 : tensor<96xf32>
    %4040 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4041 = stablehlo.add %4039, %4040 : tensor<96xf32>
    %4042 = stablehlo.divide %4036, %4041 : tensor<96xf32>
    %4043 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4044 = stablehlo.multiply %4043, %m.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4045 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4046 = stablehlo.multiply %4045, %2801 : tensor<96xf32>
    %4047 = stablehlo.add %4044, %4046 : tensor<96xf32>
    %4048 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4049 = stablehlo.multiply %4048, %v.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4050 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4051 = stablehlo.multiply %2801, %2801 : tensor<96xf32>
    %4052 = stablehlo.multiply %4050, %4051 : tensor<96xf32>
    %4053 = stablehlo.add %4049, %4052 : tensor<96xf32>
    %4054 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4055 = stablehlo.divide %4047, %4054 : tensor<96xf32>
    %4056 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4057 = stablehlo.divide %4053, %4056 : tensor<96xf32>
    %4058 = stablehlo.sqrt %4057 : tensor<96xf32>
    %4059 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4060 = stablehlo.add %4058, %4059 : tensor<96xf32>
    %4061 = stablehlo.divide %4055, %4060 : tensor<96xf32>
    %4062 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4063 = stablehlo.multiply %4062, %m.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4064 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4065 = stablehlo.multiply %4064, %2806 : tensor<96xf32>
    %4066 = stablehlo.add %4063, %4065 : tensor<96xf32>
    %4067 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4068 = stablehlo.multiply %4067, %v.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4069 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4070 = stablehlo.multiply %2806, %2806 : tensor<96xf32>
    %4071 = stablehlo.multiply %4069, %4070 : tensor<96xf32>
    %4072 = stablehlo.add %4068, %4071 : tensor<96xf32>
    %4073 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4074 = stablehlo.divide %4066, %4073 : tensor<96xf32>
    %4075 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4076 = stablehlo.divide %4072, %4075 : tensor<96xf32>
    %4077 = stablehlo.sqrt %4076 : tensor<96xf32>
    %4078 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4079 = stablehlo.add %4077, %4078 : tensor<96xf32>
    %4080 = stablehlo.divide %4074, %4079 : tensor<96xf32>
    %4081 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4082 = stablehlo.multiply %4081, %m.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4083 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4084 = stablehlo.multiply %4083, %2811 : tensor<96x384xf32>
    %4085 = stablehlo.add %4082, %4084 : tensor<96x384xf32>
    %4086 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4087 = stablehlo.multiply %4086, %v.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4088 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4089 = stablehlo.multiply %2811, %2811 : tensor<96x384xf32>
    %4090 = stablehlo.multiply %4088, %4089 : tensor<96x384xf32>
    %4091 = stablehlo.add %4087, %4090 : tensor<96x384xf32>
    %4092 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4093 = stablehlo.divide %4085, %4092 : tensor<96x384xf32>
    %4094 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4095 = stablehlo.divide %4091, %4094 : tensor<96x384xf32>
    %4096 = stablehlo.sqrt %4095 : tensor<96x384xf32>
    %4097 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4098 = stablehlo.add %4096, %4097 : tensor<96x384xf32>
    %4099 = stablehlo.divide %4093, %4098 : tensor<96x384xf32>
    %4100 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4101 = stablehlo.multiply %4100, %m.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4102 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4103 = stablehlo.multiply %4102, %2816 : tensor<384xf32>
    %4104 = stablehlo.add %4101, %4103 : tensor<384xf32>
    %4105 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4106 = stablehlo.multiply %4105, %v.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4107 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4108 = stablehlo.multiply %2816, %2816 : tensor<384xf32>
    %4109 = stablehlo.multiply %4107, %4108 : tensor<384xf32>
    %4110 = stablehlo.add %4106, %4109 : tensor<384xf32>
    %4111 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4112 = stablehlo.divide %4104, %4111 : tensor<384xf32>
    %4113 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4114 = stablehlo.divide %4110, %4113 : tensor<384xf32>
    %4115 = stablehlo.sqrt %4114 : tensor<384xf32>
    %4116 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4117 = stablehlo.add %4115, %4116 : tensor<384xf32>
    %4118 = stablehlo.divide %4112, %4117 : tensor<384xf32>
    %4119 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4120 = stablehlo.multiply %4119, %m.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4121 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4122 = stablehlo.multiply %4121, %2821 : tensor<384x96xf32>
    %4123 = stablehlo.add %4120, %4122 : tensor<384x96xf32>
    %4124 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4125 = stablehlo.multiply %4124, %v.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4126 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4127 = stablehlo.multiply %2821, %2821 : tensor<384x96xf32>
    %4128 = stablehlo.multiply %4126, %4127 : tensor<384x96xf32>
    %4129 = stablehlo.add %4125, %4128 : tensor<384x96xf32>
    %4130 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4131 = stablehlo.divide %4123, %4130 : tensor<384x96xf32>
    %4132 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4133 = stablehlo.divide %4129, %4132 : tensor<384x96xf32>
    %4134 = stablehlo.sqrt %4133 : tensor<384x96xf32>
    %4135 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4136 = stablehlo.add %4134, %4135 : tensor<384x96xf32>
    %4137 = stablehlo.divide %4131, %4136 : tensor<384x96xf32>
    %4138 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4139 = stablehlo.multiply %4138, %m.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4140 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4141 = stablehlo.multiply %4140, %2826 : tensor<96xf32>
    %4142 = stablehlo.add %4139, %4141 : tensor<96xf32>
    %4143 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4144 = stablehlo.multiply %4143, %v.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4145 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4146 = stablehlo.multiply %2826, %2826 : tensor<96xf32>
    %4147 = stablehlo.multiply %4145, %4146 : tensor<96xf32>
    %4148 = stablehlo.add %4144, %4147 : tensor<96xf32>
    %4149 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4150 = stablehlo.divide %4142, %4149 : tensor<96xf32>
    %4151 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4152 = stablehlo.divide %4148, %4151 : tensor<96xf32>
    %4153 = stablehlo.sqrt %4152 : tensor<96xf32>
    %4154 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4155 = stablehlo.add %4153, %4154 : tensor<96xf32>
    %4156 = stablehlo.divide %4150, %4155 : tensor<96xf32>
    %4157 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4158 = stablehlo.multiply %4157, %m.stages.0.blocks.2.gamma : tensor<96xf32>
    %4159 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4160 = stablehlo.multiply %4159, %2831 : tensor<96xf32>
    %4161 = stablehlo.add %4158, %4160 : tensor<96xf32>
    %4162 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4163 = stablehlo.multiply %4162, %v.stages.0.blocks.2.gamma : tensor<96xf32>
    %4164 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4165 = stablehlo.multiply %2831, %2831 : tensor<96xf32>
    %4166 = stablehlo.multiply %4164, %4165 : tensor<96xf32>
    %4167 = stablehlo.add %4163, %4166 : tensor<96xf32>
    %4168 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4169 = stablehlo.divide %4161, %4168 : tensor<96xf32>
    %4170 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4171 = stablehlo.divide %4167, %4170 : tensor<96xf32>
    %4172 = stablehlo.sqrt %4171 : tensor<96xf32>
    %4173 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4174 = stablehlo.add %4172, %4173 : tensor<96xf32>
    %4175 = stablehlo.divide %4169, %4174 : tensor<96xf32>
    %4176 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4177 = stablehlo.multiply %4176, %m.stages.1.down.norm.g : tensor<96xf32>
    %4178 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4179 = stablehlo.multiply %4178, %2836 : tensor<96xf32>
    %4180 = stablehlo.add %4177, %4179 : tensor<96xf32>
    %4181 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4182 = stablehlo.multiply %4181, %v.stages.1.down.norm.g : tensor<96xf32>
    %4183 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4184 = stablehlo.multiply %2836, %2836 : tensor<96xf32>
    %4185 = stablehlo.multiply %4183, %4184 : tensor<96xf32>
    %4186 = stablehlo.add %4182, %4185 : tensor<96xf32>
    %4187 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4188 = stablehlo.divide %4180, %4187 : tensor<96xf32>
    %4189 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4190 = stablehlo.divide %4186, %4189 : tensor<96xf32>
    %4191 = stablehlo.sqrt %4190 : tensor<96xf32>
    %4192 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4193 = stablehlo.add %4191, %4192 : tensor<96xf32>
    %4194 = stablehlo.divide %4188, %4193 : tensor<96xf32>
    %4195 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4196 = stablehlo.multiply %4195, %m.stages.1.down.norm.b : tensor<96xf32>
    %4197 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4198 = stablehlo.multiply %4197, %2841 : tensor<96xf32>
    %4199 = stablehlo.add %4196, %4198 : tensor<96xf32>
    %4200 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4201 = stablehlo.multiply %4200, %v.stages.1.down.norm.b : tensor<96xf32>
    %4202 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4203 = stablehlo.multiply %2841, %2841 : tensor<96xf32>
    %4204 = stablehlo.multiply %4202, %4203 : tensor<96xf32>
    %4205 = stablehlo.add %4201, %4204 : tensor<96xf32>
    %4206 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4207 = stablehlo.divide %4199, %4206 : tensor<96xf32>
    %4208 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4209 = stablehlo.divide %4205, %4208 : tensor<96xf32>
    %4210 = stablehlo.sqrt %4209 : tensor<96xf32>
    %4211 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4212 = stablehlo.add %4210, %4211 : tensor<96xf32>
    %4213 = stablehlo.divide %4207, %4212 : tensor<96xf32>
    %4214 = stablehlo.constant dense<0.9> : tensor<2x2x96x192xf32>
    %4215 = stablehlo.multiply %4214, %m.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4216 = stablehlo.constant dense<0.1> : tensor<2x2x96x192xf32>
    %4217 = stablehlo.multiply %4216, %2846 : tensor<2x2x96x192xf32>
    %4218 = stablehlo.add %4215, %4217 : tensor<2x2x96x192xf32>
    %4219 = stablehlo.constant dense<0.999> : tensor<2x2x96x192xf32>
    %4220 = stablehlo.multiply %4219, %v.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4221 = stablehlo.constant dense<0.001> : tensor<2x2x96x192xf32>
    %4222 = stablehlo.multiply %2846, %2846 : tensor<2x2x96x192xf32>
    %4223 = stablehlo.multiply %4221, %4222 : tensor<2x2x96x192xf32>
    %4224 = stablehlo.add %4220, %4223 : tensor<2x2x96x192xf32>
    %4225 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4226 = stablehlo.divide %4218, %4225 : tensor<2x2x96x192xf32>
    %4227 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4228 = stablehlo.divide %4224, %4227 : tensor<2x2x96x192xf32>
    %4229 = stablehlo.sqrt %4228 : tensor<2x2x96x192xf32>
    %4230 = stablehlo.constant dense<1.0e-08> : tensor<2x2x96x192xf32>
    %4231 = stablehlo.add %4229, %4230 : tensor<2x2x96x192xf32>
    %4232 = stablehlo.divide %4226, %4231 : tensor<2x2x96x192xf32>
    %4233 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4234 = stablehlo.multiply %4233, %m.stages.1.down.conv.b : tensor<192xf32>
    %4235 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4236 = stablehlo.multiply %4235, %2851 : tensor<192xf32>
    %4237 = stablehlo.add %4234, %4236 : tensor<192xf32>
    %4238 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4239 = stablehlo.multiply %4238, %v.stages.1.down.conv.b : tensor<192xf32>
    %4240 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4241 = stablehlo.multiply %2851, %2851 : tensor<192xf32>
    %4242 = stablehlo.multiply %4240, %4241 : tensor<192xf32>
    %4243 = stablehlo.add %4239, %4242 : tensor<192xf32>
    %4244 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4245 = stablehlo.divide %4237, %4244 : tensor<192xf32>
    %4246 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4247 = stablehlo.divide %4243, %4246 : tensor<192xf32>
    %4248 = stablehlo.sqrt %4247 : tensor<192xf32>
    %4249 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4250 = stablehlo.add %4248, %4249 : tensor<192xf32>
    %4251 = stablehlo.divide %4245, %4250 : tensor<192xf32>
    %4252 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4253 = stablehlo.multiply %4252, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4254 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4255 = stablehlo.multiply %4254, %2856 : tensor<7x7x1x192xf32>
    %4256 = stablehlo.add %4253, %4255 : tensor<7x7x1x192xf32>
    %4257 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4258 = stablehlo.multiply %4257, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4259 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4260 = stablehlo.multiply %2856, %2856 : tensor<7x7x1x192xf32>
    %4261 = stablehlo.multiply %4259, %4260 : tensor<7x7x1x192xf32>
    %4262 = stablehlo.add %4258, %4261 : tensor<7x7x1x192xf32>
    %4263 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4264 = stablehlo.divide %4256, %4263 : tensor<7x7x1x192xf32>
    %4265 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4266 = stablehlo.divide %4262, %4265 : tensor<7x7x1x192xf32>
    %4267 = stablehlo.sqrt %4266 : tensor<7x7x1x192xf32>
    %4268 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4269 = stablehlo.add %4267, %4268 : tensor<7x7x1x192xf32>
    %4270 = stablehlo.divide %4264, %4269 : tensor<7x7x1x192xf32>
    %4271 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4272 = stablehlo.multiply %4271, %m.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4273 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4274 = stablehlo.multiply %4273, %2861 : tensor<192xf32>
    %4275 = stablehlo.add %4272, %4274 : tensor<192xf32>
    %4276 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4277 = stablehlo.multiply %4276, %v.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4278 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4279 = stablehlo.multiply %2861, %2861 : tensor<192xf32>
    %4280 = stablehlo.multiply %4278, %4279 : tensor<192xf32>
    %4281 = stablehlo.add %4277, %4280 : tensor<192xf32>
    %4282 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4283 = stablehlo.divide %4275, %4282 : tensor<192xf32>
    %4284 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4285 = stablehlo.divide %4281, %4284 : tensor<192xf32>
    %4286 = stablehlo.sqrt %4285 : tensor<192xf32>
    %4287 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4288 = stablehlo.add %4286, %4287 : tensor<192xf32>
    %4289 = stablehlo.divide %4283, %4288 : tensor<192xf32>
    %4290 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4291 = stablehlo.multiply %4290, %m.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4292 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4293 = stablehlo.multiply %4292, %2866 : tensor<192xf32>
    %4294 = stablehlo.add %4291, %4293 : tensor<192xf32>
    %4295 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4296 = stablehlo.multiply %4295, %v.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4297 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4298 = stablehlo.multiply %2866, %2866 : tensor<192xf32>
    %4299 = stablehlo.multiply %4297, %4298 : tensor<192xf32>
    %4300 = stablehlo.add %4296, %4299 : tensor<192xf32>
    %4301 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4302 = stablehlo.divide %4294, %4301 : tensor<192xf32>
    %4303 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4304 = stablehlo.divide %4300, %4303 : tensor<192xf32>
    %4305 = stablehlo.sqrt %4304 : tensor<192xf32>
    %4306 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4307 = stablehlo.add %4305, %4306 : tensor<192xf32>
    %4308 = stablehlo.divide %4302, %4307 : tensor<192xf32>
    %4309 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4310 = stablehlo.multiply %4309, %m.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4311 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4312 = stablehlo.multiply %4311, %2871 : tensor<192xf32>
    %4313 = stablehlo.add %4310, %4312 : tensor<192xf32>
    %4314 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4315 = stablehlo.multiply %4314, %v.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4316 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4317 = stablehlo.multiply %2871, %2871 : tensor<192xf32>
    %4318 = stablehlo.multiply %4316, %4317 : tensor<192xf32>
    %4319 = stablehlo.add %4315, %4318 : tensor<192xf32>
    %4320 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4321 = stablehlo.divide %4313, %4320 : tensor<192xf32>
    %4322 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4323 = stablehlo.divide %4319, %4322 : tensor<192xf32>
    %4324 = stablehlo.sqrt %4323 : tensor<192xf32>
    %4325 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4326 = stablehlo.add %4324, %4325 : tensor<192xf32>
    %4327 = stablehlo.divide %4321, %4326 : tensor<192xf32>
    %4328 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4329 = stablehlo.multiply %4328, %m.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4330 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4331 = stablehlo.multiply %4330, %2876 : tensor<192x768xf32>
    %4332 = stablehlo.add %4329, %4331 : tensor<192x768xf32>
    %4333 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4334 = stablehlo.multiply %4333, %v.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4335 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4336 = stablehlo.multiply %2876, %2876 : tensor<192x768xf32>
    %4337 = stablehlo.multiply %4335, %4336 : tensor<192x768xf32>
    %4338 = stablehlo.add %4334, %4337 : tensor<192x768xf32>
    %4339 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4340 = stablehlo.divide %4332, %4339 : tensor<192x768xf32>
    %4341 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4342 = stablehlo.divide %4338, %4341 : tensor<192x768xf32>
    %4343 = stablehlo.sqrt %4342 : tensor<192x768xf32>
    %4344 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4345 = stablehlo.add %4343, %4344 : tensor<192x768xf32>
    %4346 = stablehlo.divide %4340, %4345 : tensor<192x768xf32>
    %4347 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4348 = stablehlo.multiply %4347, %m.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4349 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4350 = stablehlo.multiply %4349, %2881 : tensor<768xf32>
    %4351 = stablehlo.add %4348, %4350 : tensor<768xf32>
    %4352 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4353 = stablehlo.multiply %4352, %v.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4354 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4355 = stablehlo.multiply %2881, %2881 : tensor<768xf32>
    %4356 = stablehlo.multiply %4354, %4355 : tensor<768xf32>
    %4357 = stablehlo.add %4353, %4356 : tensor<768xf32>
    %4358 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4359 = stablehlo.divide %4351, %4358 : tensor<768xf32>
    %4360 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4361 = stablehlo.divide %4357, %4360 : tensor<768xf32>
    %4362 = stablehlo.sqrt %4361 : tensor<768xf32>
    %4363 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4364 = stablehlo.add %4362, %4363 : tensor<768xf32>
    %4365 = stablehlo.divide %4359, %4364 : tensor<768xf32>
    %4366 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4367 = stablehlo.multiply %4366, %m.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4368 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4369 = stablehlo.multiply %4368, %2886 : tensor<768x192xf32>
    %4370 = stablehlo.add %4367, %4369 : tensor<768x192xf32>
    %4371 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4372 = stablehlo.multiply %4371, %v.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4373 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4374 = stablehlo.multiply %2886, %2886 : tensor<768x192xf32>
    %4375 = stablehlo.multiply %4373, %4374 : tensor<768x192xf32>
    %4376 = stablehlo.add %4372, %4375 : tensor<768x192xf32>
    %4377 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4378 = stablehlo.divide %4370, %4377 : tensor<768x192xf32>
    %4379 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4380 = stablehlo.divide %4376, %4379 : tensor<768x192xf32>
    %4381 = stablehlo.sqrt %4380 : tensor<768x192xf32>
    %4382 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4383 = stablehlo.add %4381, %4382 : tensor<768x192xf32>
    %4384 = stablehlo.divide %4378, %4383 : tensor<768x192xf32>
    %4385 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4386 = stablehlo.multiply %4385, %m.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4387 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4388 = stablehlo.multiply %4387, %2891 : tensor<192xf32>
    %4389 = stablehlo.add %4386, %4388 : tensor<192xf32>
    %4390 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4391 = stablehlo.multiply %4390, %v.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4392 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4393 = stablehlo.multiply %2891, %2891 : tensor<192xf32>
    %4394 = stablehlo.multiply %4392, %4393 : tensor<192xf32>
    %4395 = stablehlo.add %4391, %4394 : tensor<192xf32>
    %4396 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4397 = stablehlo.divide %4389, %4396 : tensor<192xf32>
    %4398 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4399 = stablehlo.divide %4395, %4398 : tensor<192xf32>
    %4400 = stablehlo.sqrt %4399 : tensor<192xf32>
    %4401 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4402 = stablehlo.add %4400, %4401 : tensor<192xf32>
    %4403 = stablehlo.divide %4397, %4402 : tensor<192xf32>
    %4404 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4405 = stablehlo.multiply %4404, %m.stages.1.blocks.0.gamma : tensor<192xf32>
    %4406 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4407 = stablehlo.multiply %4406, %2896 : tensor<192xf32>
    %4408 = stablehlo.add %4405, %4407 : tensor<192xf32>
    %4409 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4410 = stablehlo.multiply %4409, %v.stages.1.blocks.0.gamma : tensor<192xf32>
    %4411 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4412 = stablehlo.multiply %2896, %2896 : tensor<192xf32>
    %4413 = stablehlo.multiply %4411, %4412 : tensor<192xf32>
    %4414 = stablehlo.add %4410, %4413 : tensor<192xf32>
    %4415 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4416 = stablehlo.divide %4408, %4415 : tensor<192xf32>
    %4417 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4418 = stablehlo.divide %4414, %4417 : tensor<192xf32>
    %4419 = stablehlo.sqrt %4418 : tensor<192xf32>
    %4420 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4421 = stablehlo.add %4419, %4420 : tensor<192xf32>
    %4422 = stablehlo.divide %4416, %4421 : tensor<192xf32>
    %4423 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4424 = stablehlo.multiply %4423, %m.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4425 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4426 = stablehlo.multiply %4425, %2901 : tensor<7x7x1x192xf32>
    %4427 = stablehlo.add %4424, %4426 : tensor<7x7x1x192xf32>
    %4428 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4429 = stablehlo.multiply %4428, %v.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4430 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4431 = stablehlo.multiply %2901, %2901 : tensor<7x7x1x192xf32>
    %4432 = stablehlo.multiply %4430, %4431 : tensor<7x7x1x192xf32>
    %4433 = stablehlo.add %4429, %4432 : tensor<7x7x1x192xf32>
    %4434 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4435 = stablehlo.divide %4427, %4434 : tensor<7x7x1x192xf32>
    %4436 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4437 = stablehlo.divide %4433, %4436 : tensor<7x7x1x192xf32>
    %4438 = stablehlo.sqrt %4437 : tensor<7x7x1x192xf32>
    %4439 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4440 = stablehlo.add %4438, %4439 : tensor<7x7x1x192xf32>
    %4441 = stablehlo.divide %4435, %4440 : tensor<7x7x1x192xf32>
    %4442 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4443 = stablehlo.multiply %4442, %m.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4444 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4445 = stablehlo.multiply %4444, %2906 : tensor<192xf32>
    %4446 = stablehlo.add %4443, %4445 : tensor<192xf32>
    %4447 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4448 = stablehlo.multiply %4447, %v.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4449 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4450 = stablehlo.multiply %2906, %2906 : tensor<192xf32>
    %4451 = stablehlo.multiply %4449, %4450 : tensor<192xf32>
    %4452 = stablehlo.add %4448, %4451 : tensor<192xf32>
    %4453 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4454 = stablehlo.divide %4446, %4453 : tensor<192xf32>
    %4455 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4456 = stablehlo.divide %4452, %4455 : tensor<192xf32>
    %4457 = stablehlo.sqrt %4456 : tensor<192xf32>
    %4458 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4459 = stablehlo.add %4457, %4458 : tensor<192xf32>
    %4460 = stablehlo.divide %4454, %4459 : tensor<192xf32>
    %4461 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4462 = stablehlo.multiply %4461, %m.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4463 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4464 = stablehlo.multiply %4463, %2911 : tensor<192xf32>
    %4465 = stablehlo.add %4462, %4464 : tensor<192xf32>
    %4466 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4467 = stablehlo.multiply %4466, %v.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4468 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4469 = stablehlo.multiply %2911, %2911 : tensor<192xf32>
    %4470 = stablehlo.multiply %4468, %4469 : tensor<192xf32>
    %4471 = stablehlo.add %4467, %4470 : tensor<192xf32>
    %4472 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4473 = stablehlo.divide %4465, %4472 : tensor<192xf32>
    %4474 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4475 = stablehlo.divide %4471, %4474 : tensor<192xf32>
    %4476 = stablehlo.sqrt %4475 : tensor<192xf32>
    %4477 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4478 = stablehlo.add %4476, %4477 : tensor<192xf32>
    %4479 = stablehlo.divide %4473, %4478 : tensor<192xf32>
    %4480 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4481 = stablehlo.multiply %4480, %m.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4482 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4483 = stablehlo.multiply %4482, %2916 : tensor<192xf32>
    %4484 = stablehlo.add %4481, %4483 : tensor<192xf32>
    %4485 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4486 = stablehlo.multiply %4485, %v.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4487 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4488 = stablehlo.multiply %2916, %2916 : tensor<192xf32>
    %4489 = stablehlo.multiply %4487, %4488 : tensor<192xf32>
    %4490 = stablehlo.add %4486, %4489 : tensor<192xf32>
    %4491 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4492 = stablehlo.divide %4484, %4491 : tensor<192xf32>
    %4493 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4494 = stablehlo.divide %4490, %4493 : tensor<192xf32>
    %4495 = stablehlo.sqrt %4494 : tensor<192xf32>
    %4496 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4497 = stablehlo.add %4495, %4496 : tensor<192xf32>
    %4498 = stablehlo.divide %4492, %4497 : tensor<192xf32>
    %4499 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4500 = stablehlo.multiply %4499, %m.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4501 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4502 = stablehlo.multiply %4501, %2921 : tensor<192x768xf32>
    %4503 = stablehlo.add %4500, %4502 : tensor<192x768xf32>
    %4504 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4505 = stablehlo.multiply %4504, %v.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4506 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4507 = stablehlo.multiply %2921, %2921 : tensor<192x768xf32>
    %4508 = stablehlo.multiply %4506, %4507 : tensor<192x768xf32>
    %4509 = stablehlo.add %4505, %4508 : tensor<192x768xf32>
    %4510 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4511 = stablehlo.divide %4503, %4510 : tensor<192x768xf32>
    %4512 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4513 = stablehlo.divide %4509, %4512 : tensor<192x768xf32>
    %4514 = stablehlo.sqrt %4513 : tensor<192x768xf32>
    %4515 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4516 = stablehlo.add %4514, %4515 : tensor<192x768xf32>
    %4517 = stablehlo.divide %4511, %4516 : tensor<192x768xf32>
    %4518 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4519 = stablehlo.multiply %4518, %m.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4520 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4521 = stablehlo.multiply %4520, %2926 : tensor<768xf32>
    %4522 = stablehlo.add %4519, %4521 : tensor<768xf32>
    %4523 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4524 = stablehlo.multiply %4523, %v.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4525 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4526 = stablehlo.multiply %2926, %2926 : tensor<768xf32>
    %4527 = stablehlo.multiply %4525, %4526 : tensor<768xf32>
    %4528 = stablehlo.add %4524, %4527 : tensor<768xf32>
    %4529 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4530 = stablehlo.divide %4522, %4529 : tensor<768xf32>
    %4531 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4532 = stablehlo.divide %4528, %4531 : tensor<768xf32>
    %4533 = stablehlo.sqrt %4532 : tensor<768xf32>
    %4534 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4535 = stablehlo.add %4533, %4534 : tensor<768xf32>
    %4536 = stablehlo.divide %4530, %4535 : tensor<768xf32>
    %4537 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4538 = stablehlo.multiply %4537, %m.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4539 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4540 = stablehlo.multiply %4539, %2931 : tensor<768x192xf32>
    %4541 = stablehlo.add %4538, %4540 : tensor<768x192xf32>
    %4542 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4543 = stablehlo.multiply %4542, %v.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4544 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4545 = stablehlo.multiply %2931, %2931 : tensor<768x192xf32>
    %4546 = stablehlo.multiply %4544, %4545 : tensor<768x192xf32>
    %4547 = stablehlo.add %4543, %4546 : tensor<768x192xf32>
    %4548 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4549 = stablehlo.divide %4541, %4548 : tensor<768x192xf32>
    %4550 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4551 = stablehlo.divide %4547, %4550 : tensor<768x192xf32>
    %4552 = stablehlo.sqrt %4551 : tensor<768x192xf32>
    %4553 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4554 = stablehlo.add %4552, %4553 : tensor<768x192xf32>
    %4555 = stablehlo.divide %4549, %4554 : tensor<768x192xf32>
    %4556 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4557 = stablehlo.multiply %4556, %m.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4558 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4559 = stablehlo.multiply %4558, %2936 : tensor<192xf32>
    %4560 = stablehlo.add %4557, %4559 : tensor<192xf32>
    %4561 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4562 = stablehlo.multiply %4561, %v.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4563 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4564 = stablehlo.multiply %2936, %2936 : tensor<192xf32>
    %4565 = stablehlo.multiply %4563, %4564 : tensor<192xf32>
    %4566 = stablehlo.add %4562, %4565 : tensor<192xf32>
    %4567 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4568 = stablehlo.divide %4560, %4567 : tensor<192xf32>
    %4569 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4570 = stablehlo.divide %4566, %4569 : tensor<192xf32>
    %4571 = stablehlo.sqrt %4570 : tensor<192xf32>
    %4572 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4573 = stablehlo.add %4571, %4572 : tensor<192xf32>
    %4574 = stablehlo.divide %4568, %4573 : tensor<192xf32>
    %4575 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4576 = stablehlo.multiply %4575, %m.stages.1.blocks.1.gamma : tensor<192xf32>
    %4577 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4578 = stablehlo.multiply %4577, %2941 : tensor<192xf32>
    %4579 = stablehlo.add %4576, %4578 : tensor<192xf32>
    %4580 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4581 = stablehlo.multiply %4580, %v.stages.1.blocks.1.gamma : tensor<192xf32>
    %4582 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4583 = stablehlo.multiply %2941, %2941 : tensor<192xf32>
    %4584 = stablehlo.multiply %4582, %4583 : tensor<192xf32>
    %4585 = stablehlo.add %4581, %4584 : tensor<192xf32>
    %4586 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4587 = stablehlo.divide %4579, %4586 : tensor<192xf32>
    %4588 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4589 = stablehlo.divide %4585, %4588 : tensor<192xf32>
    %4590 = stablehlo.sqrt %4589 : tensor<192xf32>
    %4591 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4592 = stablehlo.add %4590, %4591 : tensor<192xf32>
    %4593 = stablehlo.divide %4587, %4592 : tensor<192xf32>
    %4594 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4595 = stablehlo.multiply %4594, %m.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4596 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4597 = stablehlo.multiply %4596, %2946 : tensor<7x7x1x192xf32>
    %4598 = stablehlo.add %4595, %4597 : tensor<7x7x1x192xf32>
    %4599 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4600 = stablehlo.multiply %4599, %v.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4601 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4602 = stablehlo.multiply %2946, %2946 : tensor<7x7x1x192xf32>
    %4603 = stablehlo.multiply %4601, %4602 : tensor<7x7x1x192xf32>
    %4604 = stablehlo.add %4600, %4603 : tensor<7x7x1x192xf32>
    %4605 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4606 = stablehlo.divide %4598, %4605 : tensor<7x7x1x192xf32>
    %4607 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4608 = stablehlo.divide %4604, %4607 : tensor<7x7x1x192xf32>
    %4609 = stablehlo.sqrt %4608 : tensor<7x7x1x192xf32>
    %4610 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4611 = stablehlo.add %4609, %4610 : tensor<7x7x1x192xf32>
    %4612 = stablehlo.divide %4606, %4611 : tensor<7x7x1x192xf32>
    %4613 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4614 = stablehlo.multiply %4613, %m.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4615 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4616 = stablehlo.multiply %4615, %2951 : tensor<192xf32>
    %4617 = stablehlo.add %4614, %4616 : tensor<192xf32>
    %4618 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4619 = stablehlo.multiply %4618, %v.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4620 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4621 = stablehlo.multiply %2951, %2951 : tensor<192xf32>
    %4622 = stablehlo.multiply %4620, %4621 : tensor<192xf32>
    %4623 = stablehlo.add %4619, %4622 : tensor<192xf32>
    %4624 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4625 = stablehlo.divide %4617, %4624 : tensor<192xf32>
    %4626 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4627 = stablehlo.divide %4623, %4626 : tensor<192xf32>
    %4628 = stablehlo.sqrt %4627 : tensor<192xf32>
    %4629 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4630 = stablehlo.add %4628, %4629 : tensor<192xf32>
    %4631 = stablehlo.divide %4625, %4630 : tensor<192xf32>
    %4632 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4633 = stablehlo.multiply %4632, %m.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4634 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4635 = stablehlo.multiply %4634, %2956 : tensor<192xf32>
    %4636 = stablehlo.add %4633, %4635 : tensor<192xf32>
    %4637 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4638 = stablehlo.multiply %4637, %v.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4639 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4640 = stablehlo.multiply %2956, %2956 : tensor<192xf32>
    %4641 = stablehlo.multiply %4639, %4640 : tensor<192xf32>
    %4642 = stablehlo.add %4638, %4641 : tensor<192xf32>
    %4643 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4644 = stablehlo.divide %4636, %4643 : tensor<192xf32>
    %4645 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4646 = stablehlo.divide %4642, %4645 : tensor<192xf32>
    %4647 = stablehlo.sqrt %4646 : tensor<192xf32>
    %4648 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4649 = stablehlo.add %4647, %4648 : tensor<192xf32>
    %4650 = stablehlo.divide %4644, %4649 : tensor<192xf32>
    %4651 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4652 = stablehlo.multiply %4651, %m.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4653 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4654 = stablehlo.multiply %4653, %2961 : tensor<192xf32>
    %4655 = stablehlo.add %4652, %4654 : tensor<192xf32>
    %4656 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4657 = stablehlo.multiply %4656, %v.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4658 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4659 = stablehlo.multiply %2961, %2961 : tensor<192xf32>
    %4660 = stablehlo.multiply %4658, %4659 : tensor<192xf32>
    %4661 = stablehlo.add %4657, %4660 : tensor<192xf32>
    %4662 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4663 = stablehlo.divide %4655, %4662 : tensor<192xf32>
    %4664 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4665 = stablehlo.divide %4661, %4664 : tensor<192xf32>
    %4666 = stablehlo.sqrt %4665 : tensor<192xf32>
    %4667 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4668 = stablehlo.add %4666, %4667 : tensor<192xf32>
    %4669 = stablehlo.divide %4663, %4668 : tensor<192xf32>
    %4670 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4671 = stablehlo.multiply %4670, %m.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4672 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4673 = stablehlo.multiply %4672, %2966 : tensor<192x768xf32>
    %4674 = stablehlo.add %4671, %4673 : tensor<192x768xf32>
    %4675 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4676 = stablehlo.multiply %4675, %v.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4677 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4678 = stablehlo.multiply %2966, %2966 : tensor<192x768xf32>
    %4679 = stablehlo.multiply %4677, %4678 : tensor<192x768xf32>
    %4680 = stablehlo.add %4676, %4679 : tensor<192x768xf32>
    %4681 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4682 = stablehlo.divide %4674, %4681 : tensor<192x768xf32>
    %4683 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4684 = stablehlo.divide %4680, %4683 : tensor<192x768xf32>
    %4685 = stablehlo.sqrt %4684 : tensor<192x768xf32>
    %4686 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4687 = stablehlo.add %4685, %4686 : tensor<192x768xf32>
    %4688 = stablehlo.divide %4682, %4687 : tensor<192x768xf32>
    %4689 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4690 = stablehlo.multiply %4689, %m.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4691 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4692 = stablehlo.multiply %4691, %2971 : tensor<768xf32>
    %4693 = stablehlo.add %4690, %4692 : tensor<768xf32>
    %4694 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4695 = stablehlo.multiply %4694, %v.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4696 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4697 = stablehlo.multiply %2971, %2971 : tensor<768xf32>
    %4698 = stablehlo.multiply %4696, %4697 : tensor<768xf32>
    %4699 = stablehlo.add %4695, %4698 : tensor<768xf32>
    %4700 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4701 = stablehlo.divide %4693, %4700 : tensor<768xf32>
    %4702 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4703 = stablehlo.divide %4699, %4702 : tensor<768xf32>
    %4704 = stablehlo.sqrt %4703 : tensor<768xf32>
    %4705 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4706 = stablehlo.add %4704, %4705 : tensor<768xf32>
    %4707 = stablehlo.divide %4701, %4706 : tensor<768xf32>
    %4708 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4709 = stablehlo.multiply %4708, %m.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4710 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4711 = stablehlo.multiply %4710, %2976 : tensor<768x192xf32>
    %4712 = stablehlo.add %4709, %4711 : tensor<768x192xf32>
    %4713 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4714 = stablehlo.multiply %4713, %v.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4715 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4716 = stablehlo.multiply %2976, %2976 : tensor<768x192xf32>
    %4717 = stablehlo.multiply %4715, %4716 : tensor<768x192xf32>
    %4718 = stablehlo.add %4714, %4717 : tensor<768x192xf32>
    %4719 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4720 = stablehlo.divide %4712, %4719 : tensor<768x192xf32>
    %4721 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4722 = stablehlo.divide %4718, %4721 : tensor<768x192xf32>
    %4723 = stablehlo.sqrt %4722 : tensor<768x192xf32>
    %4724 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4725 = stablehlo.add %4723, %4724 : tensor<768x192xf32>
    %4726 = stablehlo.divide %4720, %4725 : tensor<768x192xf32>
    %4727 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4728 = stablehlo.multiply %4727, %m.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4729 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4730 = stablehlo.multiply %4729, %2981 : tensor<192xf32>
    %4731 = stablehlo.add %4728, %4730 : tensor<192xf32>
    %4732 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4733 = stablehlo.multiply %4732, %v.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4734 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4735 = stablehlo.multiply %2981, %2981 : tensor<192xf32>
    %4736 = stablehlo.multiply %4734, %4735 : tensor<192xf32>
    %4737 = stablehlo.add %4733, %4736 : tensor<192xf32>
    %4738 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4739 = stablehlo.divide %4731, %4738 : tensor<192xf32>
    %4740 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4741 = stablehlo.divide %4737, %4740 : tensor<192xf32>
    %4742 = stablehlo.sqrt %4741 : tensor<192xf32>
    %4743 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4744 = stablehlo.add %4742, %4743 : tensor<192xf32>
    %4745 = stablehlo.divide %4739, %4744 : tensor<192xf32>
    %4746 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4747 = stablehlo.multiply %4746, %m.stages.1.blocks.2.gamma : tensor<192xf32>
    %4748 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4749 = stablehlo.multiply %4748, %2986 : tensor<192xf32>
    %4750 = stablehlo.add %4747, %4749 : tensor<192xf32>
    %4751 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4752 = stablehlo.multiply %4751, %v.stages.1.blocks.2.gamma : tensor<192xf32>
    %4753 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4754 = stablehlo.multiply %2986, %2986 : tensor<192xf32>
    %4755 = stablehlo.multiply %4753, %4754 : tensor<192xf32>
    %4756 = stablehlo.add %4752, %4755 : tensor<192xf32>
    %4757 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4758 = stablehlo.divide %4750, %4757 : tensor<192xf32>
    %4759 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4760 = stablehlo.divide %4756, %4759 : tensor<192xf32>
    %4761 = stablehlo.sqrt %4760 : tensor<192xf32>
    %4762 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4763 = stablehlo.add %4761, %4762 : tensor<192xf32>
    %4764 = stablehlo.divide %4758, %4763 : tensor<192xf32>
    %4765 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4766 = stablehlo.multiply %4765, %m.stages.2.down.norm.g : tensor<192xf32>
    %4767 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4768 = stablehlo.multiply %4767, %2991 : tensor<192xf32>
    %4769 = stablehlo.add %4766, %4768 : tensor<192xf32>
    %4770 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4771 = stablehlo.multiply %4770, %v.stages.2.down.norm.g : tensor<192xf32>
    %4772 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4773 = stablehlo.multiply %2991, %2991 : tensor<192xf32>
    %4774 = stablehlo.multiply %4772, %4773 : tensor<192xf32>
    %4775 = stablehlo.add %4771, %4774 : tensor<192xf32>
    %4776 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4777 = stablehlo.divide %4769, %4776 : tensor<192xf32>
    %4778 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4779 = stablehlo.divide %4775, %4778 : tensor<192xf32>
    %4780 = stablehlo.sqrt %4779 : tensor<192xf32>
    %4781 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4782 = stablehlo.add %4780, %4781 : tensor<192xf32>
    %4783 = stablehlo.divide %4777, %4782 : tensor<192xf32>
    %4784 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4785 = stablehlo.multiply %4784, %m.stages.2.down.norm.b : tensor<192xf32>
    %4786 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4787 = stablehlo.multiply %4786, %2996 : tensor<192xf32>
    %4788 = stablehlo.add %4785, %4787 : tensor<192xf32>
    %4789 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4790 = stablehlo.multiply %4789, %v.stages.2.down.norm.b : tensor<192xf32>
    %4791 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4792 = stablehlo.multiply %2996, %2996 : tensor<192xf32>
    %4793 = stablehlo.multiply %4791, %4792 : tensor<192xf32>
    %4794 = stablehlo.add %4790, %4793 : tensor<192xf32>
    %4795 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4796 = stablehlo.divide %4788, %4795 : tensor<192xf32>
    %4797 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4798 = stablehlo.divide %4794, %4797 : tensor<192xf32>
    %4799 = stablehlo.sqrt %4798 : tensor<192xf32>
    %4800 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4801 = stablehlo.add %4799, %4800 : tensor<192xf32>
    %4802 = stablehlo.divide %4796, %4801 : tensor<192xf32>
    %4803 = stablehlo.constant dense<0.9> : tensor<2x2x192x384xf32>
    %4804 = stablehlo.multiply %4803, %m.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4805 = stablehlo.constant dense<0.1> : tensor<2x2x192x384xf32>
    %4806 = stablehlo.multiply %4805, %3001 : tensor<2x2x192x384xf32>
    %4807 = stablehlo.add %4804, %4806 : tensor<2x2x192x384xf32>
    %4808 = stablehlo.constant dense<0.999> : tensor<2x2x192x384xf32>
    %4809 = stablehlo.multiply %4808, %v.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4810 = stablehlo.constant dense<0.001> : tensor<2x2x192x384xf32>
    %4811 = stablehlo.multiply %3001, %3001 : tensor<2x2x192x384xf32>
    %4812 = stablehlo.multiply %4810, %4811 : tensor<2x2x192x384xf32>
    %4813 = stablehlo.add %4809, %4812 : tensor<2x2x192x384xf32>
    %4814 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4815 = stablehlo.divide %4807, %4814 : tensor<2x2x192x384xf32>
    %4816 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4817 = stablehlo.divide %4813, %4816 : tensor<2x2x192x384xf32>
    %4818 = stablehlo.sqrt %4817 : tensor<2x2x192x384xf32>
    %4819 = stablehlo.constant dense<1.0e-08> : tensor<2x2x192x384xf32>
    %4820 = stablehlo.add %4818, %4819 : tensor<2x2x192x384xf32>
    %4821 = stablehlo.divide %4815, %4820 : tensor<2x2x192x384xf32>
    %4822 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4823 = stablehlo.multiply %4822, %m.stages.2.down.conv.b : tensor<384xf32>
    %4824 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4825 = stablehlo.multiply %4824, %3006 : tensor<384xf32>
    %4826 = stablehlo.add %4823, %4825 : tensor<384xf32>
    %4827 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4828 = stablehlo.multiply %4827, %v.stages.2.down.conv.b : tensor<384xf32>
    %4829 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4830 = stablehlo.multiply %3006, %3006 : tensor<384xf32>
    %4831 = stablehlo.multiply %4829, %4830 : tensor<384xf32>
    %4832 = stablehlo.add %4828, %4831 : tensor<384xf32>
    %4833 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4834 = stablehlo.divide %4826, %4833 : tensor<384xf32>
    %4835 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4836 = stablehlo.divide %4832, %4835 : tensor<384xf32>
    %4837 = stablehlo.sqrt %4836 : tensor<384xf32>
    %4838 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4839 = stablehlo.add %4837, %4838 : tensor<384xf32>
    %4840 = stablehlo.divide %4834, %4839 : tensor<384xf32>
    %4841 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %4842 = stablehlo.multiply %4841, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4843 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %4844 = stablehlo.multiply %4843, %3011 : tensor<7x7x1x384xf32>
    %4845 = stablehlo.add %4842, %4844 : tensor<7x7x1x384xf32>
    %4846 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %4847 = stablehlo.multiply %4846, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4848 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %4849 = stablehlo.multiply %3011, %3011 : tensor<7x7x1x384xf32>
    %4850 = stablehlo.multiply %4848, %4849 : tensor<7x7x1x384xf32>
    %4851 = stablehlo.add %4847, %4850 : tensor<7x7x1x384xf32>
    %4852 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4853 = stablehlo.divide %4845, %4852 : tensor<7x7x1x384xf32>
    %4854 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4855 = stablehlo.divide %4851, %4854 : tensor<7x7x1x384xf32>
    %4856 = stablehlo.sqrt %4855 : tensor<7x7x1x384xf32>
    %4857 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %4858 = stablehlo.add %4856, %4857 : tensor<7x7x1x384xf32>
    %4859 = stablehlo.divide %4853, %4858 : tensor<7x7x1x384xf32>
    %4860 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4861 = stablehlo.multiply %4860, %m.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %4862 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4863 = stablehlo.multiply %4862, %3016 : tensor<384xf32>
    %4864 = stablehlo.add %4861, %4863 : tensor<384xf32>
    %4865 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4866 = stablehlo.multiply %4865, %v.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %4867 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4868 = stablehlo.multiply %3016, %3016 : tensor<384xf32>
    %4869 = stablehlo.multiply %4867, %4868 : tensor<384xf32>
    %4870 = stablehlo.add %4866, %4869 : tensor<384xf32>
    %4871 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4872 = stablehlo.divide %4864, %4871 : tensor<384xf32>
    %4873 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4874 = stablehlo.divide %4870, %4873 : tensor<384xf32>
    %4875 = stablehlo.sqrt %4874 : tensor<384xf32>
    %4876 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4877 = stablehlo.add %4875, %4876 : tensor<384xf32>
    %4878 = stablehlo.divide %4872, %4877 : tensor<384xf32>
    %4879 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4880 = stablehlo.multiply %4879, %m.stages.2.blocks.0.norm.g : tensor<384xf32>
    %4881 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4882 = stablehlo.multiply %4881, %3021 : tensor<384xf32>
    %4883 = stablehlo.add %4880, %4882 : tensor<384xf32>
    %4884 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4885 = stablehlo.multiply %4884, %v.stages.2.blocks.0.norm.g : tensor<384xf32>
    %4886 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4887 = stablehlo.multiply %3021, %3021 : tensor<384xf32>
    %4888 = stablehlo.multiply %4886, %4887 : tensor<384xf32>
    %4889 = stablehlo.add %4885, %4888 : tensor<384xf32>
    %4890 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4891 = stablehlo.divide %4883, %4890 : tensor<384xf32>
    %4892 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4893 = stablehlo.divide %4889, %4892 : tensor<384xf32>
    %4894 = stablehlo.sqrt %4893 : tensor<384xf32>
    %4895 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4896 = stablehlo.add %4894, %4895 : tensor<384xf32>
    %4897 = stablehlo.divide %4891, %4896 : tensor<384xf32>
    %4898 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4899 = stablehlo.multiply %4898, %m.stages.2.blocks.0.norm.b : tensor<384xf32>
    %4900 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4901 = stablehlo.multiply %4900, %3026 : tensor<384xf32>
    %4902 = stablehlo.add %4899, %4901 : tensor<384xf32>
    %4903 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4904 = stablehlo.multiply %4903, %v.stages.2.blocks.0.norm.b : tensor<384xf32>
    %4905 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4906 = stablehlo.multiply %3026, %3026 : tensor<384xf32>
    %4907 = stablehlo.multiply %4905, %4906 : tensor<384xf32>
    %4908 = stablehlo.add %4904, %4907 : tensor<384xf32>
    %4909 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4910 = stablehlo.divide %4902, %4909 : tensor<384xf32>
    %4911 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4912 = stablehlo.divide %4908, %4911 : tensor<384xf32>
    %4913 = stablehlo.sqrt %4912 : tensor<384xf32>
    %4914 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4915 = stablehlo.add %4913, %4914 : tensor<384xf32>
    %4916 = stablehlo.divide %4910, %4915 : tensor<384xf32>
    %4917 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4918 = stablehlo.multiply %4917, %m.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %4919 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4920 = stablehlo.multiply %4919, %3031 : tensor<384x1536xf32>
    %4921 = stablehlo.add %4918, %4920 : tensor<384x1536xf32>
    %4922 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4923 = stablehlo.multiply %4922, %v.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %4924 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4925 = stablehlo.multiply %3031, %3031 : tensor<384x1536xf32>
    %4926 = stablehlo.multiply %4924, %4925 : tensor<384x1536xf32>
    %4927 = stablehlo.add %4923, %4926 : tensor<384x1536xf32>
    %4928 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4929 = stablehlo.divide %4921, %4928 : tensor<384x1536xf32>
    %4930 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4931 = stablehlo.divide %4927, %4930 : tensor<384x1536xf32>
    %4932 = stablehlo.sqrt %4931 : tensor<384x1536xf32>
    %4933 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4934 = stablehlo.add %4932, %4933 : tensor<384x1536xf32>
    %4935 = stablehlo.divide %4929, %4934 : tensor<384x1536xf32>
    %4936 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4937 = stablehlo.multiply %4936, %m.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %4938 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4939 = stablehlo.multiply %4938, %3036 : tensor<1536xf32>
    %4940 = stablehlo.add %4937, %4939 : tensor<1536xf32>
    %4941 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4942 = stablehlo.multiply %4941, %v.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %4943 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4944 = stablehlo.multiply %3036, %3036 : tensor<1536xf32>
    %4945 = stablehlo.multiply %4943, %4944 : tensor<1536xf32>
    %4946 = stablehlo.add %4942, %4945 : tensor<1536xf32>
    %4947 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4948 = stablehlo.divide %4940, %4947 : tensor<1536xf32>
    %4949 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4950 = stablehlo.divide %4946, %4949 : tensor<1536xf32>
    %4951 = stablehlo.sqrt %4950 : tensor<1536xf32>
    %4952 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4953 = stablehlo.add %4951, %4952 : tensor<1536xf32>
    %4954 = stablehlo.divide %4948, %4953 : tensor<1536xf32>
    %4955 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4956 = stablehlo.multiply %4955, %m.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %4957 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4958 = stablehlo.multiply %4957, %3041 : tensor<1536x384xf32>
    %4959 = stablehlo.add %4956, %4958 : tensor<1536x384xf32>
    %4960 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4961 = stablehlo.multiply %4960, %v.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %4962 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4963 = stablehlo.multiply %3041, %3041 : tensor<1536x384xf32>
    %4964 = stablehlo.multiply %4962, %4963 : tensor<1536x384xf32>
    %4965 = stablehlo.add %4961, %4964 : tensor<1536x384xf32>
    %4966 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4967 = stablehlo.divide %4959, %4966 : tensor<1536x384xf32>
    %4968 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4969 = stablehlo.divide %4965, %4968 : tensor<1536x384xf32>
    %4970 = stablehlo.sqrt %4969 : tensor<1536x384xf32>
    %4971 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4972 = stablehlo.add %4970, %4971 : tensor<1536x384xf32>
    %4973 = stablehlo.divide %4967, %4972 : tensor<1536x384xf32>
    %4974 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4975 = stablehlo.multiply %4974, %m.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %4976 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4977 = stablehlo.multiply %4976, %3046 : tensor<384xf32>
    %4978 = stablehlo.add %4975, %4977 : tensor<384xf32>
    %4979 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4980 = stablehlo.multiply %4979, %v.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %4981 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4982 = stablehlo.multiply %3046, %3046 : tensor<384xf32>
    %4983 = stablehlo.multiply %4981, %4982 : tensor<384xf32>
    %4984 = stablehlo.add %4980, %4983 : tensor<384xf32>
    %4985 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4986 = stablehlo.divide %4978, %4985 : tensor<384xf32>
    %4987 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4988 = stablehlo.divide %4984, %4987 : tensor<384xf32>
    %4989 = stablehlo.sqrt %4988 : tensor<384xf32>
    %4990 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4991 = stablehlo.add %4989, %4990 : tensor<384xf32>
    %4992 = stablehlo.divide %4986, %4991 : tensor<384xf32>
    %4993 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4994 = stablehlo.multiply %4993, %m.stages.2.blocks.0.gamma : tensor<384xf32>
    %4995 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4996 = stablehlo.multiply %4995, %3051 : tensor<384xf32>
    %4997 = stablehlo.add %4994, %4996 : tensor<384xf32>
    %4998 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4999 = stablehlo.multiply %4998, %v.stages.2.blocks.0.gamma : tensor<384xf32>
    %5000 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5001 = stablehlo.multiply %3051, %3051 : tensor<384xf32>
    %5002 = stablehlo.multiply %5000, %5001 : tensor<384xf32>
    %5003 = stablehlo.add %4999, %5002 : tensor<384xf32>
    %5004 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5005 = stablehlo.divide %4997, %5004 : tensor<384xf32>
    %5006 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5007 = stablehlo.divide %5003, %5006 : tensor<384xf32>
    %5008 = stablehlo.sqrt %5007 : tensor<384xf32>
    %5009 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5010 = stablehlo.add %5008, %5009 : tensor<384xf32>
    %5011 = stablehlo.divide %5005, %5010 : tensor<384xf32>
    %5012 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5013 = stablehlo.multiply %5012, %m.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5014 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5015 = stablehlo.multiply %5014, %3056 : tensor<7x7x1x384xf32>
    %5016 = stablehlo.add %5013, %5015 : tensor<7x7x1x384xf32>
    %5017 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5018 = stablehlo.multiply %5017, %v.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5019 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5020 = stablehlo.multiply %3056, %3056 : tensor<7x7x1x384xf32>
    %5021 = stablehlo.multiply %5019, %5020 : tensor<7x7x1x384xf32>
    %5022 = stablehlo.add %5018, %5021 : tensor<7x7x1x384xf32>
    %5023 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5024 = stablehlo.divide %5016, %5023 : tensor<7x7x1x384xf32>
    %5025 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5026 = stablehlo.divide %5022, %5025 : tensor<7x7x1x384xf32>
    %5027 = stablehlo.sqrt %5026 : tensor<7x7x1x384xf32>
    %5028 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5029 = stablehlo.add %5027, %5028 : tensor<7x7x1x384xf32>
    %5030 = stablehlo.divide %5024, %5029 : tensor<7x7x1x384xf32>
    %5031 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5032 = stablehlo.multiply %5031, %m.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5033 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5034 = stablehlo.multiply %5033, %3061 : tensor<384xf32>
    %5035 = stablehlo.add %5032, %5034 : tensor<384xf32>
    %5036 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5037 = stablehlo.multiply %5036, %v.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5038 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5039 = stablehlo.multiply %3061, %3061 : tensor<384xf32>
    %5040 = stablehlo.multiply %5038, %5039 : tensor<384xf32>
    %5041 = stablehlo.add %5037, %5040 : tensor<384xf32>
    %5042 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5043 = stablehlo.divide %5035, %5042 : tensor<384xf32>
    %5044 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5045 = stablehlo.divide %5041, %5044 : tensor<384xf32>
    %5046 = stablehlo.sqrt %5045 : tensor<384xf32>
    %5047 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5048 = stablehlo.add %5046, %5047 : tensor<384xf32>
    %5049 = stablehlo.divide %5043, %5048 : tensor<384xf32>
    %5050 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5051 = stablehlo.multiply %5050, %m.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5052 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5053 = stablehlo.multiply %5052, %3066 : tensor<384xf32>
    %5054 = stablehlo.add %5051, %5053 : tensor<384xf32>
    %5055 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5056 = stablehlo.multiply %5055, %v.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5057 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5058 = stablehlo.multiply %3066, %3066 : tensor<384xf32>
    %5059 = stablehlo.multiply %5057, %5058 : tensor<384xf32>
    %5060 = stablehlo.add %5056, %5059 : tensor<384xf32>
    %5061 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5062 = stablehlo.divide %5054, %5061 : tensor<384xf32>
    %5063 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5064 = stablehlo.divide %5060, %5063 : tensor<384xf32>
    %5065 = stablehlo.sqrt %5064 : tensor<384xf32>
    %5066 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5067 = stablehlo.add %5065, %5066 : tensor<384xf32>
    %5068 = stablehlo.divide %5062, %5067 : tensor<384xf32>
    %5069 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5070 = stablehlo.multiply %5069, %m.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5071 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5072 = stablehlo.multiply %5071, %3071 : tensor<384xf32>
    %5073 = stablehlo.add %5070, %5072 : tensor<384xf32>
    %5074 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5075 = stablehlo.multiply %5074, %v.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5076 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5077 = stablehlo.multiply %3071, %3071 : tensor<384xf32>
    %5078 = stablehlo.multiply %5076, %5077 : tensor<384xf32>
    %5079 = stablehlo.add %5075, %5078 : tensor<384xf32>
    %5080 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5081 = stablehlo.divide %5073, %5080 : tensor<384xf32>
    %5082 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5083 = stablehlo.divide %5079, %5082 : tensor<384xf32>
    %5084 = stablehlo.sqrt %5083 : tensor<384xf32>
    %5085 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5086 = stablehlo.add %5084, %5085 : tensor<384xf32>
    %5087 = stablehlo.divide %5081, %5086 : tensor<384xf32>
    %5088 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5089 = stablehlo.multiply %5088, %m.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5090 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5091 = stablehlo.multiply %5090, %3076 : tensor<384x1536xf32>
    %5092 = stablehlo.add %5089, %5091 : tensor<384x1536xf32>
    %5093 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5094 = stablehlo.multiply %5093, %v.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5095 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5096 = stablehlo.multiply %3076, %3076 : tensor<384x1536xf32>
    %5097 = stablehlo.multiply %5095, %5096 : tensor<384x1536xf32>
    %5098 = stablehlo.add %5094, %5097 : tensor<384x1536xf32>
    %5099 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5100 = stablehlo.divide %5092, %5099 : tensor<384x1536xf32>
    %5101 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5102 = stablehlo.divide %5098, %5101 : tensor<384x1536xf32>
    %5103 = stablehlo.sqrt %5102 : tensor<384x1536xf32>
    %5104 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5105 = stablehlo.add %5103, %5104 : tensor<384x1536xf32>
    %5106 = stablehlo.divide %5100, %5105 : tensor<384x1536xf32>
    %5107 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5108 = stablehlo.multiply %5107, %m.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5109 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5110 = stablehlo.multiply %5109, %3081 : tensor<1536xf32>
    %5111 = stablehlo.add %5108, %5110 : tensor<1536xf32>
    %5112 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5113 = stablehlo.multiply %5112, %v.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5114 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5115 = stablehlo.multiply %3081, %3081 : tensor<1536xf32>
    %5116 = stablehlo.multiply %5114, %5115 : tensor<1536xf32>
    %5117 = stablehlo.add %5113, %5116 : tensor<1536xf32>
    %5118 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5119 = stablehlo.divide %5111, %5118 : tensor<1536xf32>
    %5120 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5121 = stablehlo.divide %5117, %5120 : tensor<1536xf32>
    %5122 = stablehlo.sqrt %5121 : tensor<1536xf32>
    %5123 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5124 = stablehlo.add %5122, %5123 : tensor<1536xf32>
    %5125 = stablehlo.divide %5119, %5124 : tensor<1536xf32>
    %5126 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5127 = stablehlo.multiply %5126, %m.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5128 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5129 = stablehlo.multiply %5128, %3086 : tensor<1536x384xf32>
    %5130 = stablehlo.add %5127, %5129 : tensor<1536x384xf32>
    %5131 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5132 = stablehlo.multiply %5131, %v.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5133 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5134 = stablehlo.multiply %3086, %3086 : tensor<1536x384xf32>
    %5135 = stablehlo.multiply %5133, %5134 : tensor<1536x384xf32>
    %5136 = stablehlo.add %5132, %5135 : tensor<1536x384xf32>
    %5137 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5138 = stablehlo.divide %5130, %5137 : tensor<1536x384xf32>
    %5139 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5140 = stablehlo.divide %5136, %5139 : tensor<1536x384xf32>
    %5141 = stablehlo.sqrt %5140 : tensor<1536x384xf32>
    %5142 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5143 = stablehlo.add %5141, %5142 : tensor<1536x384xf32>
    %5144 = stablehlo.divide %5138, %5143 : tensor<1536x384xf32>
    %5145 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5146 = stablehlo.multiply %5145, %m.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5147 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5148 = stablehlo.multiply %5147, %3091 : tensor<384xf32>
    %5149 = stablehlo.add %5146, %5148 : tensor<384xf32>
    %5150 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5151 = stablehlo.multiply %5150, %v.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5152 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5153 = stablehlo.multiply %3091, %3091 : tensor<384xf32>
    %5154 = stablehlo.multiply %5152, %5153 : tensor<384xf32>
    %5155 = stablehlo.add %5151, %5154 : tensor<384xf32>
    %5156 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5157 = stablehlo.divide %5149, %5156 : tensor<384xf32>
    %5158 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5159 = stablehlo.divide %5155, %5158 : tensor<384xf32>
    %5160 = stablehlo.sqrt %5159 : tensor<384xf32>
    %5161 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5162 = stablehlo.add %5160, %5161 : tensor<384xf32>
    %5163 = stablehlo.divide %5157, %5162 : tensor<384xf32>
    %5164 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5165 = stablehlo.multiply %5164, %m.stages.2.blocks.1.gamma : tensor<384xf32>
    %5166 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5167 = stablehlo.multiply %5166, %3096 : tensor<384xf32>
    %5168 = stablehlo.add %5165, %5167 : tensor<384xf32>
    %5169 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5170 = stablehlo.multiply %5169, %v.stages.2.blocks.1.gamma : tensor<384xf32>
    %5171 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5172 = stablehlo.multiply %3096, %3096 : tensor<384xf32>
    %5173 = stablehlo.multiply %5171, %5172 : tensor<384xf32>
    %5174 = stablehlo.add %5170, %5173 : tensor<384xf32>
    %5175 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5176 = stablehlo.divide %5168, %5175 : tensor<384xf32>
    %5177 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5178 = stablehlo.divide %5174, %5177 : tensor<384xf32>
    %5179 = stablehlo.sqrt %5178 : tensor<384xf32>
    %5180 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5181 = stablehlo.add %5179, %5180 : tensor<384xf32>
    %5182 = stablehlo.divide %5176, %5181 : tensor<384xf32>
    %5183 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5184 = stablehlo.multiply %5183, %m.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5185 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5186 = stablehlo.multiply %5185, %3101 : tensor<7x7x1x384xf32>
    %5187 = stablehlo.add %5184, %5186 : tensor<7x7x1x384xf32>
    %5188 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5189 = stablehlo.multiply %5188, %v.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5190 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5191 = stablehlo.multiply %3101, %3101 : tensor<7x7x1x384xf32>
    %5192 = stablehlo.multiply %5190, %5191 : tensor<7x7x1x384xf32>
    %5193 = stablehlo.add %5189, %5192 : tensor<7x7x1x384xf32>
    %5194 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5195 = stablehlo.divide %5187, %5194 : tensor<7x7x1x384xf32>
    %5196 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5197 = stablehlo.divide %5193, %5196 : tensor<7x7x1x384xf32>
    %5198 = stablehlo.sqrt %5197 : tensor<7x7x1x384xf32>
    %5199 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5200 = stablehlo.add %5198, %5199 : tensor<7x7x1x384xf32>
    %5201 = stablehlo.divide %5195, %5200 : tensor<7x7x1x384xf32>
    %5202 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5203 = stablehlo.multiply %5202, %m.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5204 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5205 = stablehlo.multiply %5204, %3106 : tensor<384xf32>
    %5206 = stablehlo.add %5203, %5205 : tensor<384xf32>
    %5207 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5208 = stablehlo.multiply %5207, %v.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5209 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5210 = stablehlo.multiply %3106, %3106 : tensor<384xf32>
    %5211 = stablehlo.multiply %5209, %5210 : tensor<384xf32>
    %5212 = stablehlo.add %5208, %5211 : tensor<384xf32>
    %5213 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5214 = stablehlo.divide %5206, %5213 : tensor<384xf32>
    %5215 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5216 = stablehlo.divide %5212, %5215 : tensor<384xf32>
    %5217 = stablehlo.sqrt %5216 : tensor<384xf32>
    %5218 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5219 = stablehlo.add %5217, %5218 : tensor<384xf32>
    %5220 = stablehlo.divide %5214, %5219 : tensor<384xf32>
    %5221 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5222 = stablehlo.multiply %5221, %m.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5223 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5224 = stablehlo.multiply %5223, %3111 : tensor<384xf32>
    %5225 = stablehlo.add %5222, %5224 : tensor<384xf32>
    %5226 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5227 = stablehlo.multiply %5226, %v.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5228 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5229 = stablehlo.multiply %3111, %3111 : tensor<384xf32>
    %5230 = stablehlo.multiply %5228, %5229 : tensor<384xf32>
    %5231 = stablehlo.add %5227, %5230 : tensor<384xf32>
    %5232 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5233 = stablehlo.divide %5225, %5232 : tensor<384xf32>
    %5234 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5235 = stablehlo.divide %5231, %5234 : tensor<384xf32>
    %5236 = stablehlo.sqrt %5235 : tensor<384xf32>
    %5237 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5238 = stablehlo.add %5236, %5237 : tensor<384xf32>
    %5239 = stablehlo.divide %5233, %5238 : tensor<384xf32>
    %5240 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5241 = stablehlo.multiply %5240, %m.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5242 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5243 = stablehlo.multiply %5242, %3116 : tensor<384xf32>
    %5244 = stablehlo.add %5241, %5243 : tensor<384xf32>
    %5245 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5246 = stablehlo.multiply %5245, %v.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5247 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5248 = stablehlo.multiply %3116, %3116 : tensor<384xf32>
    %5249 = stablehlo.multiply %5247, %5248 : tensor<384xf32>
    %5250 = stablehlo.add %5246, %5249 : tensor<384xf32>
    %5251 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5252 = stablehlo.divide %5244, %5251 : tensor<384xf32>
    %5253 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5254 = stablehlo.divide %5250, %5253 : tensor<384xf32>
    %5255 = stablehlo.sqrt %5254 : tensor<384xf32>
    %5256 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5257 = stablehlo.add %5255, %5256 : tensor<384xf32>
    %5258 = stablehlo.divide %5252, %5257 : tensor<384xf32>
    %5259 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5260 = stablehlo.multiply %5259, %m.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5261 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5262 = stablehlo.multiply %5261, %3121 : tensor<384x1536xf32>
    %5263 = stablehlo.add %5260, %5262 : tensor<384x1536xf32>
    %5264 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5265 = stablehlo.multiply %5264, %v.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5266 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5267 = stablehlo.multiply %3121, %3121 : tensor<384x1536xf32>
    %5268 = stablehlo.multiply %5266, %5267 : tensor<384x1536xf32>
    %5269 = stablehlo.add %5265, %5268 : tensor<384x1536xf32>
    %5270 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5271 = stablehlo.divide %5263, %5270 : tensor<384x1536xf32>
    %5272 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5273 = stablehlo.divide %5269, %5272 : tensor<384x1536xf32>
    %5274 = stablehlo.sqrt %5273 : tensor<384x1536xf32>
    %5275 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5276 = stablehlo.add %5274, %5275 : tensor<384x1536xf32>
    %5277 = stablehlo.divide %5271, %5276 : tensor<384x1536xf32>
    %5278 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5279 = stablehlo.multiply %5278, %m.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5280 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5281 = stablehlo.multiply %5280, %3126 : tensor<1536xf32>
    %5282 = stablehlo.add %5279, %5281 : tensor<1536xf32>
    %5283 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5284 = stablehlo.multiply %5283, %v.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5285 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5286 = stablehlo.multiply %3126, %3126 : tensor<1536xf32>
    %5287 = stablehlo.multiply %5285, %5286 : tensor<1536xf32>
    %5288 = stablehlo.add %5284, %5287 : tensor<1536xf32>
    %5289 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5290 = stablehlo.divide %5282, %5289 : tensor<1536xf32>
    %5291 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5292 = stablehlo.divide %5288, %5291 : tensor<1536xf32>
    %5293 = stablehlo.sqrt %5292 : tensor<1536xf32>
    %5294 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5295 = stablehlo.add %5293, %5294 : tensor<1536xf32>
    %5296 = stablehlo.divide %5290, %5295 : tensor<1536xf32>
    %5297 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5298 = stablehlo.multiply %5297, %m.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5299 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5300 = stablehlo.multiply %5299, %3131 : tensor<1536x384xf32>
    %5301 = stablehlo.add %5298, %5300 : tensor<1536x384xf32>
    %5302 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5303 = stablehlo.multiply %5302, %v.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5304 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5305 = stablehlo.multiply %3131, %3131 : tensor<1536x384xf32>
    %5306 = stablehlo.multiply %5304, %5305 : tensor<1536x384xf32>
    %5307 = stablehlo.add %5303, %5306 : tensor<1536x384xf32>
    %5308 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5309 = stablehlo.divide %5301, %5308 : tensor<1536x384xf32>
    %5310 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5311 = stablehlo.divide %5307, %5310 : tensor<1536x384xf32>
    %5312 = stablehlo.sqrt %5311 : tensor<1536x384xf32>
    %5313 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5314 = stablehlo.add %5312, %5313 : tensor<1536x384xf32>
    %5315 = stablehlo.divide %5309, %5314 : tensor<1536x384xf32>
    %5316 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5317 = stablehlo.multiply %5316, %m.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5318 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5319 = stablehlo.multiply %5318, %3136 : tensor<384xf32>
    %5320 = stablehlo.add %5317, %5319 : tensor<384xf32>
    %5321 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5322 = stablehlo.multiply %5321, %v.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5323 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5324 = stablehlo.multiply %3136, %3136 : tensor<384xf32>
    %5325 = stablehlo.multiply %5323, %5324 : tensor<384xf32>
    %5326 = stablehlo.add %5322, %5325 : tensor<384xf32>
    %5327 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5328 = stablehlo.divide %5320, %5327 : tensor<384xf32>
    %5329 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5330 = stablehlo.divide %5326, %5329 : tensor<384xf32>
    %5331 = stablehlo.sqrt %5330 : tensor<384xf32>
    %5332 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5333 = stablehlo.add %5331, %5332 : tensor<384xf32>
    %5334 = stablehlo.divide %5328, %5333 : tensor<384xf32>
    %5335 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5336 = stablehlo.multiply %5335, %m.stages.2.blocks.2.gamma : tensor<384xf32>
    %5337 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5338 = stablehlo.multiply %5337, %3141 : tensor<384xf32>
    %5339 = stablehlo.add %5336, %5338 : tensor<384xf32>
    %5340 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5341 = stablehlo.multiply %5340, %v.stages.2.blocks.2.gamma : tensor<384xf32>
    %5342 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5343 = stablehlo.multiply %3141, %3141 : tensor<384xf32>
    %5344 = stablehlo.multiply %5342, %5343 : tensor<384xf32>
    %5345 = stablehlo.add %5341, %5344 : tensor<384xf32>
    %5346 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5347 = stablehlo.divide %5339, %5346 : tensor<384xf32>
    %5348 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5349 = stablehlo.divide %5345, %5348 : tensor<384xf32>
    %5350 = stablehlo.sqrt %5349 : tensor<384xf32>
    %5351 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5352 = stablehlo.add %5350, %5351 : tensor<384xf32>
    %5353 = stablehlo.divide %5347, %5352 : tensor<384xf32>
    %5354 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5355 = stablehlo.multiply %5354, %m.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5356 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5357 = stablehlo.multiply %5356, %3146 : tensor<7x7x1x384xf32>
    %5358 = stablehlo.add %5355, %5357 : tensor<7x7x1x384xf32>
    %5359 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5360 = stablehlo.multiply %5359, %v.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5361 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5362 = stablehlo.multiply %3146, %3146 : tensor<7x7x1x384xf32>
    %5363 = stablehlo.multiply %5361, %5362 : tensor<7x7x1x384xf32>
    %5364 = stablehlo.add %5360, %5363 : tensor<7x7x1x384xf32>
    %5365 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5366 = stablehlo.divide %5358, %5365 : tensor<7x7x1x384xf32>
    %5367 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5368 = stablehlo.divide %5364, %5367 : tensor<7x7x1x384xf32>
    %5369 = stablehlo.sqrt %5368 : tensor<7x7x1x384xf32>
    %5370 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5371 = stablehlo.add %5369, %5370 : tensor<7x7x1x384xf32>
    %5372 = stablehlo.divide %5366, %5371 : tensor<7x7x1x384xf32>
    %5373 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5374 = stablehlo.multiply %5373, %m.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5375 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5376 = stablehlo.multiply %5375, %3151 : tensor<384xf32>
    %5377 = stablehlo.add %5374, %5376 : tensor<384xf32>
    %5378 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5379 = stablehlo.multiply %5378, %v.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5380 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5381 = stablehlo.multiply %3151, %3151 : tensor<384xf32>
    %5382 = stablehlo.multiply %5380, %5381 : tensor<384xf32>
    %5383 = stablehlo.add %5379, %5382 : tensor<384xf32>
    %5384 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5385 = stablehlo.divide %5377, %5384 : tensor<384xf32>
    %5386 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5387 = stablehlo.divide %5383, %5386 : tensor<384xf32>
    %5388 = stablehlo.sqrt %5387 : tensor<384xf32>
    %5389 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5390 = stablehlo.add %5388, %5389 : tensor<384xf32>
    %5391 = stablehlo.divide %5385, %5390 : tensor<384xf32>
    %5392 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5393 = stablehlo.multiply %5392, %m.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5394 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5395 = stablehlo.multiply %5394, %3156 : tensor<384xf32>
    %5396 = stablehlo.add %5393, %5395 : tensor<384xf32>
    %5397 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5398 = stablehlo.multiply %5397, %v.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5399 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5400 = stablehlo.multiply %3156, %3156 : tensor<384xf32>
    %5401 = stablehlo.multiply %5399, %5400 : tensor<384xf32>
    %5402 = stablehlo.add %5398, %5401 : tensor<384xf32>
    %5403 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5404 = stablehlo.divide %5396, %5403 : tensor<384xf32>
    %5405 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5406 = stablehlo.divide %5402, %5405 : tensor<384xf32>
    %5407 = stablehlo.sqrt %5406 : tensor<384xf32>
    %5408 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5409 = stablehlo.add %5407, %5408 : tensor<384xf32>
    %5410 = stablehlo.divide %5404, %5409 : tensor<384xf32>
    %5411 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5412 = stablehlo.multiply %5411, %m.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5413 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5414 = stablehlo.multiply %5413, %3161 : tensor<384xf32>
    %5415 = stablehlo.add %5412, %5414 : tensor<384xf32>
    %5416 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5417 = stablehlo.multiply %5416, %v.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5418 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5419 = stablehlo.multiply %3161, %3161 : tensor<384xf32>
    %5420 = stablehlo.multiply %5418, %5419 : tensor<384xf32>
    %5421 = stablehlo.add %5417, %5420 : tensor<384xf32>
    %5422 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5423 = stablehlo.divide %5415, %5422 : tensor<384xf32>
    %5424 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5425 = stablehlo.divide %5421, %5424 : tensor<384xf32>
    %5426 = stablehlo.sqrt %5425 : tensor<384xf32>
    %5427 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5428 = stablehlo.add %5426, %5427 : tensor<384xf32>
    %5429 = stablehlo.divide %5423, %5428 : tensor<384xf32>
    %5430 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5431 = stablehlo.multiply %5430, %m.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5432 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5433 = stablehlo.multiply %5432, %3166 : tensor<384x1536xf32>
    %5434 = stablehlo.add %5431, %5433 : tensor<384x1536xf32>
    %5435 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5436 = stablehlo.multiply %5435, %v.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5437 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5438 = stablehlo.multiply %3166, %3166 : tensor<384x1536xf32>
    %5439 = stablehlo.multiply %5437, %5438 : tensor<384x1536xf32>
    %5440 = stablehlo.add %5436, %5439 : tensor<384x1536xf32>
    %5441 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5442 = stablehlo.divide %5434, %5441 : tensor<384x1536xf32>
    %5443 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5444 = stablehlo.divide %5440, %5443 : tensor<384x1536xf32>
    %5445 = stablehlo.sqrt %5444 : tensor<384x1536xf32>
    %5446 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5447 = stablehlo.add %5445, %5446 : tensor<384x1536xf32>
    %5448 = stablehlo.divide %5442, %5447 : tensor<384x1536xf32>
    %5449 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5450 = stablehlo.multiply %5449, %m.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5451 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5452 = stablehlo.multiply %5451, %3171 : tensor<1536xf32>
    %5453 = stablehlo.add %5450, %5452 : tensor<1536xf32>
    %5454 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5455 = stablehlo.multiply %5454, %v.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5456 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5457 = stablehlo.multiply %3171, %3171 : tensor<1536xf32>
    %5458 = stablehlo.multiply %5456, %5457 : tensor<1536xf32>
    %5459 = stablehlo.add %5455, %5458 : tensor<1536xf32>
    %5460 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5461 = stablehlo.divide %5453, %5460 : tensor<1536xf32>
    %5462 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5463 = stablehlo.divide %5459, %5462 : tensor<1536xf32>
    %5464 = stablehlo.sqrt %5463 : tensor<1536xf32>
    %5465 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5466 = stablehlo.add %5464, %5465 : tensor<1536xf32>
    %5467 = stablehlo.divide %5461, %5466 : tensor<1536xf32>
    %5468 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5469 = stablehlo.multiply %5468, %m.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5470 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5471 = stablehlo.multiply %5470, %3176 : tensor<1536x384xf32>
    %5472 = stablehlo.add %5469, %5471 : tensor<1536x384xf32>
    %5473 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5474 = stablehlo.multiply %5473, %v.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5475 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5476 = stablehlo.multiply %3176, %3176 : tensor<1536x384xf32>
    %5477 = stablehlo.multiply %5475, %5476 : tensor<1536x384xf32>
    %5478 = stablehlo.add %5474, %5477 : tensor<1536x384xf32>
    %5479 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5480 = stablehlo.divide %5472, %5479 : tensor<1536x384xf32>
    %5481 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5482 = stablehlo.divide %5478, %5481 : tensor<1536x384xf32>
    %5483 = stablehlo.sqrt %5482 : tensor<1536x384xf32>
    %5484 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5485 = stablehlo.add %5483, %5484 : tensor<1536x384xf32>
    %5486 = stablehlo.divide %5480, %5485 : tensor<1536x384xf32>
    %5487 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5488 = stablehlo.multiply %5487, %m.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5489 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5490 = stablehlo.multiply %5489, %3181 : tensor<384xf32>
    %5491 = stablehlo.add %5488, %5490 : tensor<384xf32>
    %5492 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5493 = stablehlo.multiply %5492, %v.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5494 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5495 = stablehlo.multiply %3181, %3181 : tensor<384xf32>
    %5496 = stablehlo.multiply %5494, %5495 : tensor<384xf32>
    %5497 = stablehlo.add %5493, %5496 : tensor<384xf32>
    %5498 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5499 = stablehlo.divide %5491, %5498 : tensor<384xf32>
    %5500 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5501 = stablehlo.divide %5497, %5500 : tensor<384xf32>
    %5502 = stablehlo.sqrt %5501 : tensor<384xf32>
    %5503 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5504 = stablehlo.add %5502, %5503 : tensor<384xf32>
    %5505 = stablehlo.divide %5499, %5504 : tensor<384xf32>
    %5506 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5507 = stablehlo.multiply %5506, %m.stages.2.blocks.3.gamma : tensor<384xf32>
    %5508 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5509 = stablehlo.multiply %5508, %3186 : tensor<384xf32>
    %5510 = stablehlo.add %5507, %5509 : tensor<384xf32>
    %5511 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5512 = stablehlo.multiply %5511, %v.stages.2.blocks.3.gamma : tensor<384xf32>
    %5513 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5514 = stablehlo.multiply %3186, %3186 : tensor<384xf32>
    %5515 = stablehlo.multiply %5513, %5514 : tensor<384xf32>
    %5516 = stablehlo.add %5512, %5515 : tensor<384xf32>
    %5517 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5518 = stablehlo.divide %5510, %5517 : tensor<384xf32>
    %5519 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5520 = stablehlo.divide %5516, %5519 : tensor<384xf32>
    %5521 = stablehlo.sqrt %5520 : tensor<384xf32>
    %5522 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5523 = stablehlo.add %5521, %5522 : tensor<384xf32>
    %5524 = stablehlo.divide %5518, %5523 : tensor<384xf32>
    %5525 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5526 = stablehlo.multiply %5525, %m.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5527 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5528 = stablehlo.multiply %5527, %3191 : tensor<7x7x1x384xf32>
    %5529 = stablehlo.add %5526, %5528 : tensor<7x7x1x384xf32>
    %5530 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5531 = stablehlo.multiply %5530, %v.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5532 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5533 = stablehlo.multiply %3191, %3191 : tensor<7x7x1x384xf32>
    %5534 = stablehlo.multiply %5532, %5533 : tensor<7x7x1x384xf32>
    %5535 = stablehlo.add %5531, %5534 : tensor<7x7x1x384xf32>
    %5536 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5537 = stablehlo.divide %5529, %5536 : tensor<7x7x1x384xf32>
    %5538 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5539 = stablehlo.divide %5535, %5538 : tensor<7x7x1x384xf32>
    %5540 = stablehlo.sqrt %5539 : tensor<7x7x1x384xf32>
    %5541 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5542 = stablehlo.add %5540, %5541 : tensor<7x7x1x384xf32>
    %5543 = stablehlo.divide %5537, %5542 : tensor<7x7x1x384xf32>
    %5544 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5545 = stablehlo.multiply %5544, %m.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5546 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5547 = stablehlo.multiply %5546, %3196 : tensor<384xf32>
    %5548 = stablehlo.add %5545, %5547 : tensor<384xf32>
    %5549 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5550 = stablehlo.multiply %5549, %v.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5551 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5552 = stablehlo.multiply %3196, %3196 : tensor<384xf32>
    %5553 = stablehlo.multiply %5551, %5552 : tensor<384xf32>
    %5554 = stablehlo.add %5550, %5553 : tensor<384xf32>
    %5555 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5556 = stablehlo.divide %5548, %5555 : tensor<384xf32>
    %5557 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5558 = stablehlo.divide %5554, %5557 : tensor<384xf32>
    %5559 = stablehlo.sqrt %5558 : tensor<384xf32>
    %5560 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5561 = stablehlo.add %5559, %5560 : tensor<384xf32>
    %5562 = stablehlo.divide %5556, %5561 : tensor<384xf32>
    %5563 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5564 = stablehlo.multiply %5563, %m.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5565 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5566 = stablehlo.multiply %5565, %3201 : tensor<384xf32>
    %5567 = stablehlo.add %5564, %5566 : tensor<384xf32>
    %5568 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5569 = stablehlo.multiply %5568, %v.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5570 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5571 = stablehlo.multiply %3201, %3201 : tensor<384xf32>
    %5572 = stablehlo.multiply %5570, %5571 : tensor<384xf32>
    %5573 = stablehlo.add %5569, %5572 : tensor<384xf32>
    %5574 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5575 = stablehlo.divide %5567, %5574 : tensor<384xf32>
    %5576 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5577 = stablehlo.divide %5573, %5576 : tensor<384xf32>
    %5578 = stablehlo.sqrt %5577 : tensor<384xf32>
    %5579 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5580 = stablehlo.add %5578, %5579 : tensor<384xf32>
    %5581 = stablehlo.divide %5575, %5580 : tensor<384xf32>
    %5582 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5583 = stablehlo.multiply %5582, %m.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5584 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5585 = stablehlo.multiply %5584, %3206 : tensor<384xf32>
    %5586 = stablehlo.add %5583, %5585 : tensor<384xf32>
    %5587 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5588 = stablehlo.multiply %5587, %v.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5589 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5590 = stablehlo.multiply %3206, %3206 : tensor<384xf32>
    %5591 = stablehlo.multiply %5589, %5590 : tensor<384xf32>
    %5592 = stablehlo.add %5588, %5591 : tensor<384xf32>
    %5593 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5594 = stablehlo.divide %5586, %5593 : tensor<384xf32>
    %5595 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5596 = stablehlo.divide %5592, %5595 : tensor<384xf32>
    %5597 = stablehlo.sqrt %5596 : tensor<384xf32>
    %5598 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5599 = stablehlo.add %5597, %5598 : tensor<384xf32>
    %5600 = stablehlo.divide %5594, %5599 : tensor<384xf32>
    %5601 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5602 = stablehlo.multiply %5601, %m.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5603 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5604 = stablehlo.multiply %5603, %3211 : tensor<384x1536xf32>
    %5605 = stablehlo.add %5602, %5604 : tensor<384x1536xf32>
    %5606 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5607 = stablehlo.multiply %5606, %v.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5608 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5609 = stablehlo.multiply %3211, %3211 : tensor<384x1536xf32>
    %5610 = stablehlo.multiply %5608, %5609 : tensor<384x1536xf32>
    %5611 = stablehlo.add %5607, %5610 : tensor<384x1536xf32>
    %5612 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5613 = stablehlo.divide %5605, %5612 : tensor<384x1536xf32>
    %5614 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5615 = stablehlo.divide %5611, %5614 : tensor<384x1536xf32>
    %5616 = stablehlo.sqrt %5615 : tensor<384x1536xf32>
    %5617 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5618 = stablehlo.add %5616, %5617 : tensor<384x1536xf32>
    %5619 = stablehlo.divide %5613, %5618 : tensor<384x1536xf32>
    %5620 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5621 = stablehlo.multiply %5620, %m.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5622 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5623 = stablehlo.multiply %5622, %3216 : tensor<1536xf32>
    %5624 = stablehlo.add %5621, %5623 : tensor<1536xf32>
    %5625 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5626 = stablehlo.multiply %5625, %v.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5627 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5628 = stablehlo.multiply %3216, %3216 : tensor<1536xf32>
    %5629 = stablehlo.multiply %5627, %5628 : tensor<1536xf32>
    %5630 = stablehlo.add %5626, %5629 : tensor<1536xf32>
    %5631 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5632 = stablehlo.divide %5624, %5631 : tensor<1536xf32>
    %5633 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5634 = stablehlo.divide %5630, %5633 : tensor<1536xf32>
    %5635 = stablehlo.sqrt %5634 : tensor<1536xf32>
    %5636 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5637 = stablehlo.add %5635, %5636 : tensor<1536xf32>
    %5638 = stablehlo.divide %5632, %5637 : tensor<1536xf32>
    %5639 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5640 = stablehlo.multiply %5639, %m.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5641 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5642 = stablehlo.multiply %5641, %3221 : tensor<1536x384xf32>
    %5643 = stablehlo.add %5640, %5642 : tensor<1536x384xf32>
    %5644 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5645 = stablehlo.multiply %5644, %v.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5646 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5647 = stablehlo.multiply %3221, %3221 : tensor<1536x384xf32>
    %5648 = stablehlo.multiply %5646, %5647 : tensor<1536x384xf32>
    %5649 = stablehlo.add %5645, %5648 : tensor<1536x384xf32>
    %5650 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5651 = stablehlo.divide %5643, %5650 : tensor<1536x384xf32>
    %5652 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5653 = stablehlo.divide %5649, %5652 : tensor<1536x384xf32>
    %5654 = stablehlo.sqrt %5653 : tensor<1536x384xf32>
    %5655 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5656 = stablehlo.add %5654, %5655 : tensor<1536x384xf32>
    %5657 = stablehlo.divide %5651, %5656 : tensor<1536x384xf32>
    %5658 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5659 = stablehlo.multiply %5658, %m.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5660 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5661 = stablehlo.multiply %5660, %3226 : tensor<384xf32>
    %5662 = stablehlo.add %5659, %5661 : tensor<384xf32>
    %5663 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5664 = stablehlo.multiply %5663, %v.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5665 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5666 = stablehlo.multiply %3226, %3226 : tensor<384xf32>
    %5667 = stablehlo.multiply %5665, %5666 : tensor<384xf32>
    %5668 = stablehlo.add %5664, %5667 : tensor<384xf32>
    %5669 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5670 = stablehlo.divide %5662, %5669 : tensor<384xf32>
    %5671 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5672 = stablehlo.divide %5668, %5671 : tensor<384xf32>
    %5673 = stablehlo.sqrt %5672 : tensor<384xf32>
    %5674 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5675 = stablehlo.add %5673, %5674 : tensor<384xf32>
    %5676 = stablehlo.divide %5670, %5675 : tensor<384xf32>
    %5677 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5678 = stablehlo.multiply %5677, %m.stages.2.blocks.4.gamma : tensor<384xf32>
    %5679 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5680 = stablehlo.multiply %5679, %3231 : tensor<384xf32>
    %5681 = stablehlo.add %5678, %5680 : tensor<384xf32>
    %5682 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5683 = stablehlo.multiply %5682, %v.stages.2.blocks.4.gamma : tensor<384xf32>
    %5684 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5685 = stablehlo.multiply %3231, %3231 : tensor<384xf32>
    %5686 = stablehlo.multiply %5684, %5685 : tensor<384xf32>
    %5687 = stablehlo.add %5683, %5686 : tensor<384xf32>
    %5688 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5689 = stablehlo.divide %5681, %5688 : tensor<384xf32>
    %5690 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5691 = stablehlo.divide %5687, %5690 : tensor<384xf32>
    %5692 = stablehlo.sqrt %5691 : tensor<384xf32>
    %5693 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5694 = stablehlo.add %5692, %5693 : tensor<384xf32>
    %5695 = stablehlo.divide %5689, %5694 : tensor<384xf32>
    %5696 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5697 = stablehlo.multiply %5696, %m.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5698 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5699 = stablehlo.multiply %5698, %3236 : tensor<7x7x1x384xf32>
    %5700 = stablehlo.add %5697, %5699 : tensor<7x7x1x384xf32>
    %5701 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5702 = stablehlo.multiply %5701, %v.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5703 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5704 = stablehlo.multiply %3236, %3236 : tensor<7x7x1x384xf32>
    %5705 = stablehlo.multiply %5703, %5704 : tensor<7x7x1x384xf32>
    %5706 = stablehlo.add %5702, %5705 : tensor<7x7x1x384xf32>
    %5707 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5708 = stablehlo.divide %5700, %5707 : tensor<7x7x1x384xf32>
    %5709 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5710 = stablehlo.divide %5706, %5709 : tensor<7x7x1x384xf32>
    %5711 = stablehlo.sqrt %5710 : tensor<7x7x1x384xf32>
    %5712 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5713 = stablehlo.add %5711, %5712 : tensor<7x7x1x384xf32>
    %5714 = stablehlo.divide %5708, %5713 : tensor<7x7x1x384xf32>
    %5715 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5716 = stablehlo.multiply %5715, %m.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5717 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5718 = stablehlo.multiply %5717, %3241 : tensor<384xf32>
    %5719 = stablehlo.add %5716, %5718 : tensor<384xf32>
    %5720 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5721 = stablehlo.multiply %5720, %v.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5722 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5723 = stablehlo.multiply %3241, %3241 : tensor<384xf32>
    %5724 = stablehlo.multiply %5722, %5723 : tensor<384xf32>
    %5725 = stablehlo.add %5721, %5724 : tensor<384xf32>
    %5726 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5727 = stablehlo.divide %5719, %5726 : tensor<384xf32>
    %5728 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5729 = stablehlo.divide %5725, %5728 : tensor<384xf32>
    %5730 = stablehlo.sqrt %5729 : tensor<384xf32>
    %5731 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5732 = stablehlo.add %5730, %5731 : tensor<384xf32>
    %5733 = stablehlo.divide %5727, %5732 : tensor<384xf32>
    %5734 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5735 = stablehlo.multiply %5734, %m.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5736 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5737 = stablehlo.multiply %5736, %3246 : tensor<384xf32>
    %5738 = stablehlo.add %5735, %5737 : tensor<384xf32>
    %5739 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5740 = stablehlo.multiply %5739, %v.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5741 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5742 = stablehlo.multiply %3246, %3246 : tensor<384xf32>
    %5743 = stablehlo.multiply %5741, %5742 : tensor<384xf32>
    %5744 = stablehlo.add %5740, %5743 : tensor<384xf32>
    %5745 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5746 = stablehlo.divide %5738, %5745 : tensor<384xf32>
    %5747 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5748 = stablehlo.divide %5744, %5747 : tensor<384xf32>
    %5749 = stablehlo.sqrt %5748 : tensor<384xf32>
    %5750 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5751 = stablehlo.add %5749, %5750 : tensor<384xf32>
    %5752 = stablehlo.divide %5746, %5751 : tensor<384xf32>
    %5753 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5754 = stablehlo.multiply %5753, %m.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5755 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5756 = stablehlo.multiply %5755, %3251 : tensor<384xf32>
    %5757 = stablehlo.add %5754, %5756 : tensor<384xf32>
    %5758 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5759 = stablehlo.multiply %5758, %v.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5760 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5761 = stablehlo.multiply %3251, %3251 : tensor<384xf32>
    %5762 = stablehlo.multiply %5760, %5761 : tensor<384xf32>
    %5763 = stablehlo.add %5759, %5762 : tensor<384xf32>
    %5764 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5765 = stablehlo.divide %5757, %5764 : tensor<384xf32>
    %5766 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5767 = stablehlo.divide %5763, %5766 : tensor<384xf32>
    %5768 = stablehlo.sqrt %5767 : tensor<384xf32>
    %5769 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5770 = stablehlo.add %5768, %5769 : tensor<384xf32>
    %5771 = stablehlo.divide %5765, %5770 : tensor<384xf32>
    %5772 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5773 = stablehlo.multiply %5772, %m.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5774 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5775 = stablehlo.multiply %5774, %3256 : tensor<384x1536xf32>
    %5776 = stablehlo.add %5773, %5775 : tensor<384x1536xf32>
    %5777 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5778 = stablehlo.multiply %5777, %v.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5779 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5780 = stablehlo.multiply %3256, %3256 : tensor<384x1536xf32>
    %5781 = stablehlo.multiply %5779, %5780 : tensor<384x1536xf32>
    %5782 = stablehlo.add %5778, %5781 : tensor<384x1536xf32>
    %5783 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5784 = stablehlo.divide %5776, %5783 : tensor<384x1536xf32>
    %5785 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5786 = stablehlo.divide %5782, %5785 : tensor<384x1536xf32>
    %5787 = stablehlo.sqrt %5786 : tensor<384x1536xf32>
    %5788 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5789 = stablehlo.add %5787, %5788 : tensor<384x1536xf32>
    %5790 = stablehlo.divide %5784, %5789 : tensor<384x1536xf32>
    %5791 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5792 = stablehlo.multiply %5791, %m.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5793 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5794 = stablehlo.multiply %5793, %3261 : tensor<1536xf32>
    %5795 = stablehlo.add %5792, %5794 : tensor<1536xf32>
    %5796 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5797 = stablehlo.multiply %5796, %v.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5798 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5799 = stablehlo.multiply %3261, %3261 : tensor<1536xf32>
    %5800 = stablehlo.multiply %5798, %5799 : tensor<1536xf32>
    %5801 = stablehlo.add %5797, %5800 : tensor<1536xf32>
    %5802 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5803 = stablehlo.divide %5795, %5802 : tensor<1536xf32>
    %5804 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5805 = stablehlo.divide %5801, %5804 : tensor<1536xf32>
    %5806 = stablehlo.sqrt %5805 : tensor<1536xf32>
    %5807 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5808 = stablehlo.add %5806, %5807 : tensor<1536xf32>
    %5809 = stablehlo.divide %5803, %5808 : tensor<1536xf32>
    %5810 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5811 = stablehlo.multiply %5810, %m.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5812 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5813 = stablehlo.multiply %5812, %3266 : tensor<1536x384xf32>
    %5814 = stablehlo.add %5811, %5813 : tensor<1536x384xf32>
    %5815 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5816 = stablehlo.multiply %5815, %v.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5817 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5818 = stablehlo.multiply %3266, %3266 : tensor<1536x384xf32>
    %5819 = stablehlo.multiply %5817, %5818 : tensor<1536x384xf32>
    %5820 = stablehlo.add %5816, %5819 : tensor<1536x384xf32>
    %5821 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5822 = stablehlo.divide %5814, %5821 : tensor<1536x384xf32>
    %5823 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5824 = stablehlo.divide %5820, %5823 : tensor<1536x384xf32>
    %5825 = stablehlo.sqrt %5824 : tensor<1536x384xf32>
    %5826 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5827 = stablehlo.add %5825, %5826 : tensor<1536x384xf32>
    %5828 = stablehlo.divide %5822, %5827 : tensor<1536x384xf32>
    %5829 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5830 = stablehlo.multiply %5829, %m.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5831 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5832 = stablehlo.multiply %5831, %3271 : tensor<384xf32>
    %5833 = stablehlo.add %5830, %5832 : tensor<384xf32>
    %5834 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5835 = stablehlo.multiply %5834, %v.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5836 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5837 = stablehlo.multiply %3271, %3271 : tensor<384xf32>
    %5838 = stablehlo.multiply %5836, %5837 : tensor<384xf32>
    %5839 = stablehlo.add %5835, %5838 : tensor<384xf32>
    %5840 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5841 = stablehlo.divide %5833, %5840 : tensor<384xf32>
    %5842 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5843 = stablehlo.divide %5839, %5842 : tensor<384xf32>
    %5844 = stablehlo.sqrt %5843 : tensor<384xf32>
    %5845 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5846 = stablehlo.add %5844, %5845 : tensor<384xf32>
    %5847 = stablehlo.divide %5841, %5846 : tensor<384xf32>
    %5848 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5849 = stablehlo.multiply %5848, %m.stages.2.blocks.5.gamma : tensor<384xf32>
    %5850 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5851 = stablehlo.multiply %5850, %3276 : tensor<384xf32>
    %5852 = stablehlo.add %5849, %5851 : tensor<384xf32>
    %5853 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5854 = stablehlo.multiply %5853, %v.stages.2.blocks.5.gamma : tensor<384xf32>
    %5855 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5856 = stablehlo.multiply %3276, %3276 : tensor<384xf32>
    %5857 = stablehlo.multiply %5855, %5856 : tensor<384xf32>
    %5858 = stablehlo.add %5854, %5857 : tensor<384xf32>
    %5859 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5860 = stablehlo.divide %5852, %5859 : tensor<384xf32>
    %5861 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5862 = stablehlo.divide %5858, %5861 : tensor<384xf32>
    %5863 = stablehlo.sqrt %5862 : tensor<384xf32>
    %5864 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5865 = stablehlo.add %5863, %5864 : tensor<384xf32>
    %5866 = stablehlo.divide %5860, %5865 : tensor<384xf32>
    %5867 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5868 = stablehlo.multiply %5867, %m.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %5869 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5870 = stablehlo.multiply %5869, %3281 : tensor<7x7x1x384xf32>
    %5871 = stablehlo.add %5868, %5870 : tensor<7x7x1x384xf32>
    %5872 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5873 = stablehlo.multiply %5872, %v.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %5874 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5875 = stablehlo.multiply %3281, %3281 : tensor<7x7x1x384xf32>
    %5876 = stablehlo.multiply %5874, %5875 : tensor<7x7x1x384xf32>
    %5877 = stablehlo.add %5873, %5876 : tensor<7x7x1x384xf32>
    %5878 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5879 = stablehlo.divide %5871, %5878 : tensor<7x7x1x384xf32>
    %5880 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5881 = stablehlo.divide %5877, %5880 : tensor<7x7x1x384xf32>
    %5882 = stablehlo.sqrt %5881 : tensor<7x7x1x384xf32>
    %5883 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5884 = stablehlo.add %5882, %5883 : tensor<7x7x1x384xf32>
    %5885 = stablehlo.divide %5879, %5884 : tensor<7x7x1x384xf32>
    %5886 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5887 = stablehlo.multiply %5886, %m.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %5888 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5889 = stablehlo.multiply %5888, %3286 : tensor<384xf32>
    %5890 = stablehlo.add %5887, %5889 : tensor<384xf32>
    %5891 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5892 = stablehlo.multiply %5891, %v.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %5893 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5894 = stablehlo.multiply %3286, %3286 : tensor<384xf32>
    %5895 = stablehlo.multiply %5893, %5894 : tensor<384xf32>
    %5896 = stablehlo.add %5892, %5895 : tensor<384xf32>
    %5897 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5898 = stablehlo.divide %5890, %5897 : tensor<384xf32>
    %5899 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5900 = stablehlo.divide %5896, %5899 : tensor<384xf32>
    %5901 = stablehlo.sqrt %5900 : tensor<384xf32>
    %5902 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5903 = stablehlo.add %5901, %5902 : tensor<384xf32>
    %5904 = stablehlo.divide %5898, %5903 : tensor<384xf32>
    %5905 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5906 = stablehlo.multiply %5905, %m.stages.2.blocks.6.norm.g : tensor<384xf32>
    %5907 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5908 = stablehlo.multiply %5907, %3291 : tensor<384xf32>
    %5909 = stablehlo.add %5906, %5908 : tensor<384xf32>
    %5910 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5911 = stablehlo.multiply %5910, %v.stages.2.blocks.6.norm.g : tensor<384xf32>
    %5912 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5913 = stablehlo.multiply %3291, %3291 : tensor<384xf32>
    %5914 = stablehlo.multiply %5912, %5913 : tensor<384xf32>
    %5915 = stablehlo.add %5911, %5914 : tensor<384xf32>
    %5916 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5917 = stablehlo.divide %5909, %5916 : tensor<384xf32>
    %5918 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5919 = stablehlo.divide %5915, %5918 : tensor<384xf32>
    %5920 = stablehlo.sqrt %5919 : tensor<384xf32>
    %5921 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5922 = stablehlo.add %5920, %5921 : tensor<384xf32>
    %5923 = stablehlo.divide %5917, %5922 : tensor<384xf32>
    %5924 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5925 = stablehlo.multiply %5924, %m.stages.2.blocks.6.norm.b : tensor<384xf32>
    %5926 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5927 = stablehlo.multiply %5926, %3296 : tensor<384xf32>
    %5928 = stablehlo.add %5925, %5927 : tensor<384xf32>
    %5929 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5930 = stablehlo.multiply %5929, %v.stages.2.blocks.6.norm.b : tensor<384xf32>
    %5931 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5932 = stablehlo.multiply %3296, %3296 : tensor<384xf32>
    %5933 = stablehlo.multiply %5931, %5932 : tensor<384xf32>
    %5934 = stablehlo.add %5930, %5933 : tensor<384xf32>
    %5935 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5936 = stablehlo.divide %5928, %5935 : tensor<384xf32>
    %5937 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5938 = stablehlo.divide %5934, %5937 : tensor<384xf32>
    %5939 = stablehlo.sqrt %5938 : tensor<384xf32>
    %5940 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5941 = stablehlo.add %5939, %5940 : tensor<384xf32>
    %5942 = stablehlo.divide %5936, %5941 : tensor<384xf32>
    %5943 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5944 = stablehlo.multiply %5943, %m.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %5945 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5946 = stablehlo.multiply %5945, %3301 : tensor<384x1536xf32>
    %5947 = stablehlo.add %5944, %5946 : tensor<384x1536xf32>
    %5948 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5949 = stablehlo.multiply %5948, %v.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %5950 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5951 = stablehlo.multiply %3301, %3301 : tensor<384x1536xf32>
    %5952 = stablehlo.multiply %5950, %5951 : tensor<384x1536xf32>
    %5953 = stablehlo.add %5949, %5952 : tensor<384x1536xf32>
    %5954 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5955 = stablehlo.divide %5947, %5954 : tensor<384x1536xf32>
    %5956 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5957 = stablehlo.divide %5953, %5956 : tensor<384x1536xf32>
    %5958 = stablehlo.sqrt %5957 : tensor<384x1536xf32>
    %5959 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5960 = stablehlo.add %5958, %5959 : tensor<384x1536xf32>
    %5961 = stablehlo.divide %5955, %5960 : tensor<384x1536xf32>
    %5962 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5963 = stablehlo.multiply %5962, %m.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %5964 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5965 = stablehlo.multiply %5964, %3306 : tensor<1536xf32>
    %5966 = stablehlo.add %5963, %5965 : tensor<1536xf32>
    %5967 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5968 = stablehlo.multiply %5967, %v.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %5969 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5970 = stablehlo.multiply %3306, %3306 : tensor<1536xf32>
    %5971 = stablehlo.multiply %5969, %5970 : tensor<1536xf32>
    %5972 = stablehlo.add %5968, %5971 : tensor<1536xf32>
    %5973 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5974 = stablehlo.divide %5966, %5973 : tensor<1536xf32>
    %5975 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5976 = stablehlo.divide %5972, %5975 : tensor<1536xf32>
    %5977 = stablehlo.sqrt %5976 : tensor<1536xf32>
    %5978 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5979 = stablehlo.add %5977, %5978 : tensor<1536xf32>
    %5980 = stablehlo.divide %5974, %5979 : tensor<1536xf32>
    %5981 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5982 = stablehlo.multiply %5981, %m.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %5983 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5984 = stablehlo.multiply %5983, %3311 : tensor<1536x384xf32>
    %5985 = stablehlo.add %5982, %5984 : tensor<1536x384xf32>
    %5986 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5987 = stablehlo.multiply %5986, %v.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %5988 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5989 = stablehlo.multiply %3311, %3311 : tensor<1536x384xf32>
    %5990 = stablehlo.multiply %5988, %5989 : tensor<1536x384xf32>
    %5991 = stablehlo.add %5987, %5990 : tensor<1536x384xf32>
    %5992 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5993 = stablehlo.divide %5985, %5992 : tensor<1536x384xf32>
    %5994 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5995 = stablehlo.divide %5991, %5994 : tensor<1536x384xf32>
    %5996 = stablehlo.sqrt %5995 : tensor<1536x384xf32>
    %5997 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5998 = stablehlo.add %5996, %5997 : tensor<1536x384xf32>
    %5999 = stablehlo.divide %5993, %5998 : tensor<1536x384xf32>
    %6000 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6001 = stablehlo.multiply %6000, %m.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6002 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6003 = stablehlo.multiply %6002, %3316 : tensor<384xf32>
    %6004 = stablehlo.add %6001, %6003 : tensor<384xf32>
    %6005 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6006 = stablehlo.multiply %6005, %v.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6007 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6008 = stablehlo.multiply %3316, %3316 : tensor<384xf32>
    %6009 = stablehlo.multiply %6007, %6008 : tensor<384xf32>
    %6010 = stablehlo.add %6006, %6009 : tensor<384xf32>
    %6011 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6012 = stablehlo.divide %6004, %6011 : tensor<384xf32>
    %6013 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6014 = stablehlo.divide %6010, %6013 : tensor<384xf32>
    %6015 = stablehlo.sqrt %6014 : tensor<384xf32>
    %6016 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6017 = stablehlo.add %6015, %6016 : tensor<384xf32>
    %6018 = stablehlo.divide %6012, %6017 : tensor<384xf32>
    %6019 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6020 = stablehlo.multiply %6019, %m.stages.2.blocks.6.gamma : tensor<384xf32>
    %6021 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6022 = stablehlo.multiply %6021, %3321 : tensor<384xf32>
    %6023 = stablehlo.add %6020, %6022 : tensor<384xf32>
    %6024 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6025 = stablehlo.multiply %6024, %v.stages.2.blocks.6.gamma : tensor<384xf32>
    %6026 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6027 = stablehlo.multiply %3321, %3321 : tensor<384xf32>
    %6028 = stablehlo.multiply %6026, %6027 : tensor<384xf32>
    %6029 = stablehlo.add %6025, %6028 : tensor<384xf32>
    %6030 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6031 = stablehlo.divide %6023, %6030 : tensor<384xf32>
    %6032 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6033 = stablehlo.divide %6029, %6032 : tensor<384xf32>
    %6034 = stablehlo.sqrt %6033 : tensor<384xf32>
    %6035 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6036 = stablehlo.add %6034, %6035 : tensor<384xf32>
    %6037 = stablehlo.divide %6031, %6036 : tensor<384xf32>
    %6038 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6039 = stablehlo.multiply %6038, %m.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6040 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6041 = stablehlo.multiply %6040, %3326 : tensor<7x7x1x384xf32>
    %6042 = stablehlo.add %6039, %6041 : tensor<7x7x1x384xf32>
    %6043 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6044 = stablehlo.multiply %6043, %v.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6045 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6046 = stablehlo.multiply %3326, %3326 : tensor<7x7x1x384xf32>
    %6047 = stablehlo.multiply %6045, %6046 : tensor<7x7x1x384xf32>
    %6048 = stablehlo.add %6044, %6047 : tensor<7x7x1x384xf32>
    %6049 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6050 = stablehlo.divide %6042, %6049 : tensor<7x7x1x384xf32>
    %6051 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6052 = stablehlo.divide %6048, %6051 : tensor<7x7x1x384xf32>
    %6053 = stablehlo.sqrt %6052 : tensor<7x7x1x384xf32>
    %6054 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6055 = stablehlo.add %6053, %6054 : tensor<7x7x1x384xf32>
    %6056 = stablehlo.divide %6050, %6055 : tensor<7x7x1x384xf32>
    %6057 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6058 = stablehlo.multiply %6057, %m.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6059 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6060 = stablehlo.multiply %6059, %3331 : tensor<384xf32>
    %6061 = stablehlo.add %6058, %6060 : tensor<384xf32>
    %6062 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6063 = stablehlo.multiply %6062, %v.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6064 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6065 = stablehlo.multiply %3331, %3331 : tensor<384xf32>
    %6066 = stablehlo.multiply %6064, %6065 : tensor<384xf32>
    %6067 = stablehlo.add %6063, %6066 : tensor<384xf32>
    %6068 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6069 = stablehlo.divide %6061, %6068 : tensor<384xf32>
    %6070 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6071 = stablehlo.divide %6067, %6070 : tensor<384xf32>
    %6072 = stablehlo.sqrt %6071 : tensor<384xf32>
    %6073 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6074 = stablehlo.add %6072, %6073 : tensor<384xf32>
    %6075 = stablehlo.divide %6069, %6074 : tensor<384xf32>
    %6076 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6077 = stablehlo.multiply %6076, %m.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6078 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6079 = stablehlo.multiply %6078, %3336 : tensor<384xf32>
    %6080 = stablehlo.add %6077, %6079 : tensor<384xf32>
    %6081 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6082 = stablehlo.multiply %6081, %v.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6083 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6084 = stablehlo.multiply %3336, %3336 : tensor<384xf32>
    %6085 = stablehlo.multiply %6083, %6084 : tensor<384xf32>
    %6086 = stablehlo.add %6082, %6085 : tensor<384xf32>
    %6087 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6088 = stablehlo.divide %6080, %6087 : tensor<384xf32>
    %6089 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6090 = stablehlo.divide %6086, %6089 : tensor<384xf32>
    %6091 = stablehlo.sqrt %6090 : tensor<384xf32>
    %6092 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6093 = stablehlo.add %6091, %6092 : tensor<384xf32>
    %6094 = stablehlo.divide %6088, %6093 : tensor<384xf32>
    %6095 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6096 = stablehlo.multiply %6095, %m.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6097 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6098 = stablehlo.multiply %6097, %3341 : tensor<384xf32>
    %6099 = stablehlo.add %6096, %6098 : tensor<384xf32>
    %6100 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6101 = stablehlo.multiply %6100, %v.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6102 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6103 = stablehlo.multiply %3341, %3341 : tensor<384xf32>
    %6104 = stablehlo.multiply %6102, %6103 : tensor<384xf32>
    %6105 = stablehlo.add %6101, %6104 : tensor<384xf32>
    %6106 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6107 = stablehlo.divide %6099, %6106 : tensor<384xf32>
    %6108 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6109 = stablehlo.divide %6105, %6108 : tensor<384xf32>
    %6110 = stablehlo.sqrt %6109 : tensor<384xf32>
    %6111 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6112 = stablehlo.add %6110, %6111 : tensor<384xf32>
    %6113 = stablehlo.divide %6107, %6112 : tensor<384xf32>
    %6114 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6115 = stablehlo.multiply %6114, %m.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6116 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6117 = stablehlo.multiply %6116, %3346 : tensor<384x1536xf32>
    %6118 = stablehlo.add %6115, %6117 : tensor<384x1536xf32>
    %6119 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6120 = stablehlo.multiply %6119, %v.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6121 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6122 = stablehlo.multiply %3346, %3346 : tensor<384x1536xf32>
    %6123 = stablehlo.multiply %6121, %6122 : tensor<384x1536xf32>
    %6124 = stablehlo.add %6120, %6123 : tensor<384x1536xf32>
    %6125 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6126 = stablehlo.divide %6118, %6125 : tensor<384x1536xf32>
    %6127 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6128 = stablehlo.divide %6124, %6127 : tensor<384x1536xf32>
    %6129 = stablehlo.sqrt %6128 : tensor<384x1536xf32>
    %6130 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6131 = stablehlo.add %6129, %6130 : tensor<384x1536xf32>
    %6132 = stablehlo.divide %6126, %6131 : tensor<384x1536xf32>
    %6133 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6134 = stablehlo.multiply %6133, %m.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6135 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6136 = stablehlo.multiply %6135, %3351 : tensor<1536xf32>
    %6137 = stablehlo.add %6134, %6136 : tensor<1536xf32>
    %6138 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6139 = stablehlo.multiply %6138, %v.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6140 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6141 = stablehlo.multiply %3351, %3351 : tensor<1536xf32>
    %6142 = stablehlo.multiply %6140, %6141 : tensor<1536xf32>
    %6143 = stablehlo.add %6139, %6142 : tensor<1536xf32>
    %6144 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6145 = stablehlo.divide %6137, %6144 : tensor<1536xf32>
    %6146 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6147 = stablehlo.divide %6143, %6146 : tensor<1536xf32>
    %6148 = stablehlo.sqrt %6147 : tensor<1536xf32>
    %6149 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6150 = stablehlo.add %6148, %6149 : tensor<1536xf32>
    %6151 = stablehlo.divide %6145, %6150 : tensor<1536xf32>
    %6152 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6153 = stablehlo.multiply %6152, %m.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6154 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6155 = stablehlo.multiply %6154, %3356 : tensor<1536x384xf32>
    %6156 = stablehlo.add %6153, %6155 : tensor<1536x384xf32>
    %6157 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6158 = stablehlo.multiply %6157, %v.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6159 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6160 = stablehlo.multiply %3356, %3356 : tensor<1536x384xf32>
    %6161 = stablehlo.multiply %6159, %6160 : tensor<1536x384xf32>
    %6162 = stablehlo.add %6158, %6161 : tensor<1536x384xf32>
    %6163 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6164 = stablehlo.divide %6156, %6163 : tensor<1536x384xf32>
    %6165 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6166 = stablehlo.divide %6162, %6165 : tensor<1536x384xf32>
    %6167 = stablehlo.sqrt %6166 : tensor<1536x384xf32>
    %6168 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6169 = stablehlo.add %6167, %6168 : tensor<1536x384xf32>
    %6170 = stablehlo.divide %6164, %6169 : tensor<1536x384xf32>
    %6171 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6172 = stablehlo.multiply %6171, %m.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6173 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6174 = stablehlo.multiply %6173, %3361 : tensor<384xf32>
    %6175 = stablehlo.add %6172, %6174 : tensor<384xf32>
    %6176 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6177 = stablehlo.multiply %6176, %v.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6178 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6179 = stablehlo.multiply %3361, %3361 : tensor<384xf32>
    %6180 = stablehlo.multiply %6178, %6179 : tensor<384xf32>
    %6181 = stablehlo.add %6177, %6180 : tensor<384xf32>
    %6182 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6183 = stablehlo.divide %6175, %6182 : tensor<384xf32>
    %6184 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6185 = stablehlo.divide %6181, %6184 : tensor<384xf32>
    %6186 = stablehlo.sqrt %6185 : tensor<384xf32>
    %6187 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6188 = stablehlo.add %6186, %6187 : tensor<384xf32>
    %6189 = stablehlo.divide %6183, %6188 : tensor<384xf32>
    %6190 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6191 = stablehlo.multiply %6190, %m.stages.2.blocks.7.gamma : tensor<384xf32>
    %6192 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6193 = stablehlo.multiply %6192, %3366 : tensor<384xf32>
    %6194 = stablehlo.add %6191, %6193 : tensor<384xf32>
    %6195 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6196 = stablehlo.multiply %6195, %v.stages.2.blocks.7.gamma : tensor<384xf32>
    %6197 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6198 = stablehlo.multiply %3366, %3366 : tensor<384xf32>
    %6199 = stablehlo.multiply %6197, %6198 : tensor<384xf32>
    %6200 = stablehlo.add %6196, %6199 : tensor<384xf32>
    %6201 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6202 = stablehlo.divide %6194, %6201 : tensor<384xf32>
    %6203 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6204 = stablehlo.divide %6200, %6203 : tensor<384xf32>
    %6205 = stablehlo.sqrt %6204 : tensor<384xf32>
    %6206 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6207 = stablehlo.add %6205, %6206 : tensor<384xf32>
    %6208 = stablehlo.divide %6202, %6207 : tensor<384xf32>
    %6209 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6210 = stablehlo.multiply %6209, %m.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6211 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6212 = stablehlo.multiply %6211, %3371 : tensor<7x7x1x384xf32>
    %6213 = stablehlo.add %6210, %6212 : tensor<7x7x1x384xf32>
    %6214 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6215 = stablehlo.multiply %6214, %v.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6216 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6217 = stablehlo.multiply %3371, %3371 : tensor<7x7x1x384xf32>
    %6218 = stablehlo.multiply %6216, %6217 : tensor<7x7x1x384xf32>
    %6219 = stablehlo.add %6215, %6218 : tensor<7x7x1x384xf32>
    %6220 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6221 = stablehlo.divide %6213, %6220 : tensor<7x7x1x384xf32>
    %6222 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6223 = stablehlo.divide %6219, %6222 : tensor<7x7x1x384xf32>
    %6224 = stablehlo.sqrt %6223 : tensor<7x7x1x384xf32>
    %6225 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6226 = stablehlo.add %6224, %6225 : tensor<7x7x1x384xf32>
    %6227 = stablehlo.divide %6221, %6226 : tensor<7x7x1x384xf32>
    %6228 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6229 = stablehlo.multiply %6228, %m.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6230 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6231 = stablehlo.multiply %6230, %3376 : tensor<384xf32>
    %6232 = stablehlo.add %6229, %6231 : tensor<384xf32>
    %6233 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6234 = stablehlo.multiply %6233, %v.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6235 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6236 = stablehlo.multiply %3376, %3376 : tensor<384xf32>
    %6237 = stablehlo.multiply %6235, %6236 : tensor<384xf32>
    %6238 = stablehlo.add %6234, %6237 : tensor<384xf32>
    %6239 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6240 = stablehlo.divide %6232, %6239 : tensor<384xf32>
    %6241 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6242 = stablehlo.divide %6238, %6241 : tensor<384xf32>
    %6243 = stablehlo.sqrt %6242 : tensor<384xf32>
    %6244 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6245 = stablehlo.add %6243, %6244 : tensor<384xf32>
    %6246 = stablehlo.divide %6240, %6245 : tensor<384xf32>
    %6247 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6248 = stablehlo.multiply %6247, %m.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6249 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6250 = stablehlo.multiply %6249, %3381 : tensor<384xf32>
    %6251 = stablehlo.add %6248, %6250 : tensor<384xf32>
    %6252 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6253 = stablehlo.multiply %6252, %v.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6254 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6255 = stablehlo.multiply %3381, %3381 : tensor<384xf32>
    %6256 = stablehlo.multiply %6254, %6255 : tensor<384xf32>
    %6257 = stablehlo.add %6253, %6256 : tensor<384xf32>
    %6258 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6259 = stablehlo.divide %6251, %6258 : tensor<384xf32>
    %6260 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6261 = stablehlo.divide %6257, %6260 : tensor<384xf32>
    %6262 = stablehlo.sqrt %6261 : tensor<384xf32>
    %6263 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6264 = stablehlo.add %6262, %6263 : tensor<384xf32>
    %6265 = stablehlo.divide %6259, %6264 : tensor<384xf32>
    %6266 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6267 = stablehlo.multiply %6266, %m.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6268 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6269 = stablehlo.multiply %6268, %3386 : tensor<384xf32>
    %6270 = stablehlo.add %6267, %6269 : tensor<384xf32>
    %6271 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6272 = stablehlo.multiply %6271, %v.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6273 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6274 = stablehlo.multiply %3386, %3386 : tensor<384xf32>
    %6275 = stablehlo.multiply %6273, %6274 : tensor<384xf32>
    %6276 = stablehlo.add %6272, %6275 : tensor<384xf32>
    %6277 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6278 = stablehlo.divide %6270, %6277 : tensor<384xf32>
    %6279 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6280 = stablehlo.divide %6276, %6279 : tensor<384xf32>
    %6281 = stablehlo.sqrt %6280 : tensor<384xf32>
    %6282 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6283 = stablehlo.add %6281, %6282 : tensor<384xf32>
    %6284 = stablehlo.divide %6278, %6283 : tensor<384xf32>
    %6285 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6286 = stablehlo.multiply %6285, %m.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6287 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6288 = stablehlo.multiply %6287, %3391 : tensor<384x1536xf32>
    %6289 = stablehlo.add %6286, %6288 : tensor<384x1536xf32>
    %6290 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6291 = stablehlo.multiply %6290, %v.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6292 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6293 = stablehlo.multiply %3391, %3391 : tensor<384x1536xf32>
    %6294 = stablehlo.multiply %6292, %6293 : tensor<384x1536xf32>
    %6295 = stablehlo.add %6291, %6294 : tensor<384x1536xf32>
    %6296 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6297 = stablehlo.divide %6289, %6296 : tensor<384x1536xf32>
    %6298 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6299 = stablehlo.divide %6295, %6298 : tensor<384x1536xf32>
    %6300 = stablehlo.sqrt %6299 : tensor<384x1536xf32>
    %6301 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6302 = stablehlo.add %6300, %6301 : tensor<384x1536xf32>
    %6303 = stablehlo.divide %6297, %6302 : tensor<384x1536xf32>
    %6304 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6305 = stablehlo.multiply %6304, %m.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6306 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6307 = stablehlo.multiply %6306, %3396 : tensor<1536xf32>
    %6308 = stablehlo.add %6305, %6307 : tensor<1536xf32>
    %6309 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6310 = stablehlo.multiply %6309, %v.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6311 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6312 = stablehlo.multiply %3396, %3396 : tensor<1536xf32>
    %6313 = stablehlo.multiply %6311, %6312 : tensor<1536xf32>
    %6314 = stablehlo.add %6310, %6313 : tensor<1536xf32>
    %6315 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6316 = stablehlo.divide %6308, %6315 : tensor<1536xf32>
    %6317 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6318 = stablehlo.divide %6314, %6317 : tensor<1536xf32>
    %6319 = stablehlo.sqrt %6318 : tensor<1536xf32>
    %6320 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6321 = stablehlo.add %6319, %6320 : tensor<1536xf32>
    %6322 = stablehlo.divide %6316, %6321 : tensor<1536xf32>
    %6323 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6324 = stablehlo.multiply %6323, %m.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6325 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6326 = stablehlo.multiply %6325, %3401 : tensor<1536x384xf32>
    %6327 = stablehlo.add %6324, %6326 : tensor<1536x384xf32>
    %6328 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6329 = stablehlo.multiply %6328, %v.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6330 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6331 = stablehlo.multiply %3401, %3401 : tensor<1536x384xf32>
    %6332 = stablehlo.multiply %6330, %6331 : tensor<1536x384xf32>
    %6333 = stablehlo.add %6329, %6332 : tensor<1536x384xf32>
    %6334 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6335 = stablehlo.divide %6327, %6334 : tensor<1536x384xf32>
    %6336 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6337 = stablehlo.divide %6333, %6336 : tensor<1536x384xf32>
    %6338 = stablehlo.sqrt %6337 : tensor<1536x384xf32>
    %6339 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6340 = stablehlo.add %6338, %6339 : tensor<1536x384xf32>
    %6341 = stablehlo.divide %6335, %6340 : tensor<1536x384xf32>
    %6342 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6343 = stablehlo.multiply %6342, %m.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6344 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6345 = stablehlo.multiply %6344, %3406 : tensor<384xf32>
    %6346 = stablehlo.add %6343, %6345 : tensor<384xf32>
    %6347 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6348 = stablehlo.multiply %6347, %v.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6349 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6350 = stablehlo.multiply %3406, %3406 : tensor<384xf32>
    %6351 = stablehlo.multiply %6349, %6350 : tensor<384xf32>
    %6352 = stablehlo.add %6348, %6351 : tensor<384xf32>
    %6353 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6354 = stablehlo.divide %6346, %6353 : tensor<384xf32>
    %6355 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6356 = stablehlo.divide %6352, %6355 : tensor<384xf32>
    %6357 = stablehlo.sqrt %6356 : tensor<384xf32>
    %6358 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6359 = stablehlo.add %6357, %6358 : tensor<384xf32>
    %6360 = stablehlo.divide %6354, %6359 : tensor<384xf32>
    %6361 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6362 = stablehlo.multiply %6361, %m.stages.2.blocks.8.gamma : tensor<384xf32>
    %6363 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6364 = stablehlo.multiply %6363, %3411 : tensor<384xf32>
    %6365 = stablehlo.add %6362, %6364 : tensor<384xf32>
    %6366 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6367 = stablehlo.multiply %6366, %v.stages.2.blocks.8.gamma : tensor<384xf32>
    %6368 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6369 = stablehlo.multiply %3411, %3411 : tensor<384xf32>
    %6370 = stablehlo.multiply %6368, %6369 : tensor<384xf32>
    %6371 = stablehlo.add %6367, %6370 : tensor<384xf32>
    %6372 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6373 = stablehlo.divide %6365, %6372 : tensor<384xf32>
    %6374 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6375 = stablehlo.divide %6371, %6374 : tensor<384xf32>
    %6376 = stablehlo.sqrt %6375 : tensor<384xf32>
    %6377 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6378 = stablehlo.add %6376, %6377 : tensor<384xf32>
    %6379 = stablehlo.divide %6373, %6378 : tensor<384xf32>
    %6380 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6381 = stablehlo.multiply %6380, %m.stages.3.down.norm.g : tensor<384xf32>
    %6382 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6383 = stablehlo.multiply %6382, %3416 : tensor<384xf32>
    %6384 = stablehlo.add %6381, %6383 : tensor<384xf32>
    %6385 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6386 = stablehlo.multiply %6385, %v.stages.3.down.norm.g : tensor<384xf32>
    %6387 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6388 = stablehlo.multiply %3416, %3416 : tensor<384xf32>
    %6389 = stablehlo.multiply %6387, %6388 : tensor<384xf32>
    %6390 = stablehlo.add %6386, %6389 : tensor<384xf32>
    %6391 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6392 = stablehlo.divide %6384, %6391 : tensor<384xf32>
    %6393 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6394 = stablehlo.divide %6390, %6393 : tensor<384xf32>
    %6395 = stablehlo.sqrt %6394 : tensor<384xf32>
    %6396 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6397 = stablehlo.add %6395, %6396 : tensor<384xf32>
    %6398 = stablehlo.divide %6392, %6397 : tensor<384xf32>
    %6399 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6400 = stablehlo.multiply %6399, %m.stages.3.down.norm.b : tensor<384xf32>
    %6401 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6402 = stablehlo.multiply %6401, %3421 : tensor<384xf32>
    %6403 = stablehlo.add %6400, %6402 : tensor<384xf32>
    %6404 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6405 = stablehlo.multiply %6404, %v.stages.3.down.norm.b : tensor<384xf32>
    %6406 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6407 = stablehlo.multiply %3421, %3421 : tensor<384xf32>
    %6408 = stablehlo.multiply %6406, %6407 : tensor<384xf32>
    %6409 = stablehlo.add %6405, %6408 : tensor<384xf32>
    %6410 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6411 = stablehlo.divide %6403, %6410 : tensor<384xf32>
    %6412 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6413 = stablehlo.divide %6409, %6412 : tensor<384xf32>
    %6414 = stablehlo.sqrt %6413 : tensor<384xf32>
    %6415 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6416 = stablehlo.add %6414, %6415 : tensor<384xf32>
    %6417 = stablehlo.divide %6411, %6416 : tensor<384xf32>
    %6418 = stablehlo.constant dense<0.9> : tensor<2x2x384x768xf32>
    %6419 = stablehlo.multiply %6418, %m.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6420 = stablehlo.constant dense<0.1> : tensor<2x2x384x768xf32>
    %6421 = stablehlo.multiply %6420, %3426 : tensor<2x2x384x768xf32>
    %6422 = stablehlo.add %6419, %6421 : tensor<2x2x384x768xf32>
    %6423 = stablehlo.constant dense<0.999> : tensor<2x2x384x768xf32>
    %6424 = stablehlo.multiply %6423, %v.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6425 = stablehlo.constant dense<0.001> : tensor<2x2x384x768xf32>
    %6426 = stablehlo.multiply %3426, %3426 : tensor<2x2x384x768xf32>
    %6427 = stablehlo.multiply %6425, %6426 : tensor<2x2x384x768xf32>
    %6428 = stablehlo.add %6424, %6427 : tensor<2x2x384x768xf32>
    %6429 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6430 = stablehlo.divide %6422, %6429 : tensor<2x2x384x768xf32>
    %6431 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6432 = stablehlo.divide %6428, %6431 : tensor<2x2x384x768xf32>
    %6433 = stablehlo.sqrt %6432 : tensor<2x2x384x768xf32>
    %6434 = stablehlo.constant dense<1.0e-08> : tensor<2x2x384x768xf32>
    %6435 = stablehlo.add %6433, %6434 : tensor<2x2x384x768xf32>
    %6436 = stablehlo.divide %6430, %6435 : tensor<2x2x384x768xf32>
    %6437 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6438 = stablehlo.multiply %6437, %m.stages.3.down.conv.b : tensor<768xf32>
    %6439 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6440 = stablehlo.multiply %6439, %3431 : tensor<768xf32>
    %6441 = stablehlo.add %6438, %6440 : tensor<768xf32>
    %6442 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6443 = stablehlo.multiply %6442, %v.stages.3.down.conv.b : tensor<768xf32>
    %6444 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6445 = stablehlo.multiply %3431, %3431 : tensor<768xf32>
    %6446 = stablehlo.multiply %6444, %6445 : tensor<768xf32>
    %6447 = stablehlo.add %6443, %6446 : tensor<768xf32>
    %6448 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6449 = stablehlo.divide %6441, %6448 : tensor<768xf32>
    %6450 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6451 = stablehlo.divide %6447, %6450 : tensor<768xf32>
    %6452 = stablehlo.sqrt %6451 : tensor<768xf32>
    %6453 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6454 = stablehlo.add %6452, %6453 : tensor<768xf32>
    %6455 = stablehlo.divide %6449, %6454 : tensor<768xf32>
    %6456 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6457 = stablehlo.multiply %6456, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6458 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6459 = stablehlo.multiply %6458, %3436 : tensor<7x7x1x768xf32>
    %6460 = stablehlo.add %6457, %6459 : tensor<7x7x1x768xf32>
    %6461 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6462 = stablehlo.multiply %6461, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6463 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6464 = stablehlo.multiply %3436, %3436 : tensor<7x7x1x768xf32>
    %6465 = stablehlo.multiply %6463, %6464 : tensor<7x7x1x768xf32>
    %6466 = stablehlo.add %6462, %6465 : tensor<7x7x1x768xf32>
    %6467 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6468 = stablehlo.divide %6460, %6467 : tensor<7x7x1x768xf32>
    %6469 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6470 = stablehlo.divide %6466, %6469 : tensor<7x7x1x768xf32>
    %6471 = stablehlo.sqrt %6470 : tensor<7x7x1x768xf32>
    %6472 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6473 = stablehlo.add %6471, %6472 : tensor<7x7x1x768xf32>
    %6474 = stablehlo.divide %6468, %6473 : tensor<7x7x1x768xf32>
    %6475 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6476 = stablehlo.multiply %6475, %m.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6477 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6478 = stablehlo.multiply %6477, %3441 : tensor<768xf32>
    %6479 = stablehlo.add %6476, %6478 : tensor<768xf32>
    %6480 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6481 = stablehlo.multiply %6480, %v.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6482 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6483 = stablehlo.multiply %3441, %3441 : tensor<768xf32>
    %6484 = stablehlo.multiply %6482, %6483 : tensor<768xf32>
    %6485 = stablehlo.add %6481, %6484 : tensor<768xf32>
    %6486 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6487 = stablehlo.divide %6479, %6486 : tensor<768xf32>
    %6488 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6489 = stablehlo.divide %6485, %6488 : tensor<768xf32>
    %6490 = stablehlo.sqrt %6489 : tensor<768xf32>
    %6491 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6492 = stablehlo.add %6490, %6491 : tensor<768xf32>
    %6493 = stablehlo.divide %6487, %6492 : tensor<768xf32>
    %6494 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6495 = stablehlo.multiply %6494, %m.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6496 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6497 = stablehlo.multiply %6496, %3446 : tensor<768xf32>
    %6498 = stablehlo.add %6495, %6497 : tensor<768xf32>
    %6499 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6500 = stablehlo.multiply %6499, %v.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6501 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6502 = stablehlo.multiply %3446, %3446 : tensor<768xf32>
    %6503 = stablehlo.multiply %6501, %6502 : tensor<768xf32>
    %6504 = stablehlo.add %6500, %6503 : tensor<768xf32>
    %6505 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6506 = stablehlo.divide %6498, %6505 : tensor<768xf32>
    %6507 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6508 = stablehlo.divide %6504, %6507 : tensor<768xf32>
    %6509 = stablehlo.sqrt %6508 : tensor<768xf32>
    %6510 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6511 = stablehlo.add %6509, %6510 : tensor<768xf32>
    %6512 = stablehlo.divide %6506, %6511 : tensor<768xf32>
    %6513 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6514 = stablehlo.multiply %6513, %m.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6515 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6516 = stablehlo.multiply %6515, %3451 : tensor<768xf32>
    %6517 = stablehlo.add %6514, %6516 : tensor<768xf32>
    %6518 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6519 = stablehlo.multiply %6518, %v.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6520 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6521 = stablehlo.multiply %3451, %3451 : tensor<768xf32>
    %6522 = stablehlo.multiply %6520, %6521 : tensor<768xf32>
    %6523 = stablehlo.add %6519, %6522 : tensor<768xf32>
    %6524 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6525 = stablehlo.divide %6517, %6524 : tensor<768xf32>
    %6526 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6527 = stablehlo.divide %6523, %6526 : tensor<768xf32>
    %6528 = stablehlo.sqrt %6527 : tensor<768xf32>
    %6529 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6530 = stablehlo.add %6528, %6529 : tensor<768xf32>
    %6531 = stablehlo.divide %6525, %6530 : tensor<768xf32>
    %6532 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6533 = stablehlo.multiply %6532, %m.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6534 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6535 = stablehlo.multiply %6534, %3456 : tensor<768x3072xf32>
    %6536 = stablehlo.add %6533, %6535 : tensor<768x3072xf32>
    %6537 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6538 = stablehlo.multiply %6537, %v.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6539 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6540 = stablehlo.multiply %3456, %3456 : tensor<768x3072xf32>
    %6541 = stablehlo.multiply %6539, %6540 : tensor<768x3072xf32>
    %6542 = stablehlo.add %6538, %6541 : tensor<768x3072xf32>
    %6543 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6544 = stablehlo.divide %6536, %6543 : tensor<768x3072xf32>
    %6545 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6546 = stablehlo.divide %6542, %6545 : tensor<768x3072xf32>
    %6547 = stablehlo.sqrt %6546 : tensor<768x3072xf32>
    %6548 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6549 = stablehlo.add %6547, %6548 : tensor<768x3072xf32>
    %6550 = stablehlo.divide %6544, %6549 : tensor<768x3072xf32>
    %6551 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6552 = stablehlo.multiply %6551, %m.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6553 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6554 = stablehlo.multiply %6553, %3461 : tensor<3072xf32>
    %6555 = stablehlo.add %6552, %6554 : tensor<3072xf32>
    %6556 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6557 = stablehlo.multiply %6556, %v.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6558 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6559 = stablehlo.multiply %3461, %3461 : tensor<3072xf32>
    %6560 = stablehlo.multiply %6558, %6559 : tensor<3072xf32>
    %6561 = stablehlo.add %6557, %6560 : tensor<3072xf32>
    %6562 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6563 = stablehlo.divide %6555, %6562 : tensor<3072xf32>
    %6564 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6565 = stablehlo.divide %6561, %6564 : tensor<3072xf32>
    %6566 = stablehlo.sqrt %6565 : tensor<3072xf32>
    %6567 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6568 = stablehlo.add %6566, %6567 : tensor<3072xf32>
    %6569 = stablehlo.divide %6563, %6568 : tensor<3072xf32>
    %6570 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6571 = stablehlo.multiply %6570, %m.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6572 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6573 = stablehlo.multiply %6572, %3466 : tensor<3072x768xf32>
    %6574 = stablehlo.add %6571, %6573 : tensor<3072x768xf32>
    %6575 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6576 = stablehlo.multiply %6575, %v.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6577 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6578 = stablehlo.multiply %3466, %3466 : tensor<3072x768xf32>
    %6579 = stablehlo.multiply %6577, %6578 : tensor<3072x768xf32>
    %6580 = stablehlo.add %6576, %6579 : tensor<3072x768xf32>
    %6581 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6582 = stablehlo.divide %6574, %6581 : tensor<3072x768xf32>
    %6583 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6584 = stablehlo.divide %6580, %6583 : tensor<3072x768xf32>
    %6585 = stablehlo.sqrt %6584 : tensor<3072x768xf32>
    %6586 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6587 = stablehlo.add %6585, %6586 : tensor<3072x768xf32>
    %6588 = stablehlo.divide %6582, %6587 : tensor<3072x768xf32>
    %6589 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6590 = stablehlo.multiply %6589, %m.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6591 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6592 = stablehlo.multiply %6591, %3471 : tensor<768xf32>
    %6593 = stablehlo.add %6590, %6592 : tensor<768xf32>
    %6594 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6595 = stablehlo.multiply %6594, %v.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6596 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6597 = stablehlo.multiply %3471, %3471 : tensor<768xf32>
    %6598 = stablehlo.multiply %6596, %6597 : tensor<768xf32>
    %6599 = stablehlo.add %6595, %6598 : tensor<768xf32>
    %6600 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6601 = stablehlo.divide %6593, %6600 : tensor<768xf32>
    %6602 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6603 = stablehlo.divide %6599, %6602 : tensor<768xf32>
    %6604 = stablehlo.sqrt %6603 : tensor<768xf32>
    %6605 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6606 = stablehlo.add %6604, %6605 : tensor<768xf32>
    %6607 = stablehlo.divide %6601, %6606 : tensor<768xf32>
    %6608 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6609 = stablehlo.multiply %6608, %m.stages.3.blocks.0.gamma : tensor<768xf32>
    %6610 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6611 = stablehlo.multiply %6610, %3476 : tensor<768xf32>
    %6612 = stablehlo.add %6609, %6611 : tensor<768xf32>
    %6613 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6614 = stablehlo.multiply %6613, %v.stages.3.blocks.0.gamma : tensor<768xf32>
    %6615 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6616 = stablehlo.multiply %3476, %3476 : tensor<768xf32>
    %6617 = stablehlo.multiply %6615, %6616 : tensor<768xf32>
    %6618 = stablehlo.add %6614, %6617 : tensor<768xf32>
    %6619 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6620 = stablehlo.divide %6612, %6619 : tensor<768xf32>
    %6621 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6622 = stablehlo.divide %6618, %6621 : tensor<768xf32>
    %6623 = stablehlo.sqrt %6622 : tensor<768xf32>
    %6624 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6625 = stablehlo.add %6623, %6624 : tensor<768xf32>
    %6626 = stablehlo.divide %6620, %6625 : tensor<768xf32>
    %6627 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6628 = stablehlo.multiply %6627, %m.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6629 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6630 = stablehlo.multiply %6629, %3481 : tensor<7x7x1x768xf32>
    %6631 = stablehlo.add %6628, %6630 : tensor<7x7x1x768xf32>
    %6632 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6633 = stablehlo.multiply %6632, %v.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6634 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6635 = stablehlo.multiply %3481, %3481 : tensor<7x7x1x768xf32>
    %6636 = stablehlo.multiply %6634, %6635 : tensor<7x7x1x768xf32>
    %6637 = stablehlo.add %6633, %6636 : tensor<7x7x1x768xf32>
    %6638 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6639 = stablehlo.divide %6631, %6638 : tensor<7x7x1x768xf32>
    %6640 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6641 = stablehlo.divide %6637, %6640 : tensor<7x7x1x768xf32>
    %6642 = stablehlo.sqrt %6641 : tensor<7x7x1x768xf32>
    %6643 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6644 = stablehlo.add %6642, %6643 : tensor<7x7x1x768xf32>
    %6645 = stablehlo.divide %6639, %6644 : tensor<7x7x1x768xf32>
    %6646 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6647 = stablehlo.multiply %6646, %m.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6648 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6649 = stablehlo.multiply %6648, %3486 : tensor<768xf32>
    %6650 = stablehlo.add %6647, %6649 : tensor<768xf32>
    %6651 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6652 = stablehlo.multiply %6651, %v.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6653 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6654 = stablehlo.multiply %3486, %3486 : tensor<768xf32>
    %6655 = stablehlo.multiply %6653, %6654 : tensor<768xf32>
    %6656 = stablehlo.add %6652, %6655 : tensor<768xf32>
    %6657 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6658 = stablehlo.divide %6650, %6657 : tensor<768xf32>
    %6659 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6660 = stablehlo.divide %6656, %6659 : tensor<768xf32>
    %6661 = stablehlo.sqrt %6660 : tensor<768xf32>
    %6662 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6663 = stablehlo.add %6661, %6662 : tensor<768xf32>
    %6664 = stablehlo.divide %6658, %6663 : tensor<768xf32>
    %6665 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6666 = stablehlo.multiply %6665, %m.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6667 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6668 = stablehlo.multiply %6667, %3491 : tensor<768xf32>
    %6669 = stablehlo.add %6666, %6668 : tensor<768xf32>
    %6670 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6671 = stablehlo.multiply %6670, %v.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6672 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6673 = stablehlo.multiply %3491, %3491 : tensor<768xf32>
    %6674 = stablehlo.multiply %6672, %6673 : tensor<768xf32>
    %6675 = stablehlo.add %6671, %6674 : tensor<768xf32>
    %6676 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6677 = stablehlo.divide %6669, %6676 : tensor<768xf32>
    %6678 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6679 = stablehlo.divide %6675, %6678 : tensor<768xf32>
    %6680 = stablehlo.sqrt %6679 : tensor<768xf32>
    %6681 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6682 = stablehlo.add %6680, %6681 : tensor<768xf32>
    %6683 = stablehlo.divide %6677, %6682 : tensor<768xf32>
    %6684 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6685 = stablehlo.multiply %6684, %m.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6686 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6687 = stablehlo.multiply %6686, %3496 : tensor<768xf32>
    %6688 = stablehlo.add %6685, %6687 : tensor<768xf32>
    %6689 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6690 = stablehlo.multiply %6689, %v.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6691 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6692 = stablehlo.multiply %3496, %3496 : tensor<768xf32>
    %6693 = stablehlo.multiply %6691, %6692 : tensor<768xf32>
    %6694 = stablehlo.add %6690, %6693 : tensor<768xf32>
    %6695 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6696 = stablehlo.divide %6688, %6695 : tensor<768xf32>
    %6697 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6698 = stablehlo.divide %6694, %6697 : tensor<768xf32>
    %6699 = stablehlo.sqrt %6698 : tensor<768xf32>
    %6700 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6701 = stablehlo.add %6699, %6700 : tensor<768xf32>
    %6702 = stablehlo.divide %6696, %6701 : tensor<768xf32>
    %6703 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6704 = stablehlo.multiply %6703, %m.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6705 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6706 = stablehlo.multiply %6705, %3501 : tensor<768x3072xf32>
    %6707 = stablehlo.add %6704, %6706 : tensor<768x3072xf32>
    %6708 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6709 = stablehlo.multiply %6708, %v.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6710 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6711 = stablehlo.multiply %3501, %3501 : tensor<768x3072xf32>
    %6712 = stablehlo.multiply %6710, %6711 : tensor<768x3072xf32>
    %6713 = stablehlo.add %6709, %6712 : tensor<768x3072xf32>
    %6714 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6715 = stablehlo.divide %6707, %6714 : tensor<768x3072xf32>
    %6716 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6717 = stablehlo.divide %6713, %6716 : tensor<768x3072xf32>
    %6718 = stablehlo.sqrt %6717 : tensor<768x3072xf32>
    %6719 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6720 = stablehlo.add %6718, %6719 : tensor<768x3072xf32>
    %6721 = stablehlo.divide %6715, %6720 : tensor<768x3072xf32>
    %6722 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6723 = stablehlo.multiply %6722, %m.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6724 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6725 = stablehlo.multiply %6724, %3506 : tensor<3072xf32>
    %6726 = stablehlo.add %6723, %6725 : tensor<3072xf32>
    %6727 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6728 = stablehlo.multiply %6727, %v.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6729 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6730 = stablehlo.multiply %3506, %3506 : tensor<3072xf32>
    %6731 = stablehlo.multiply %6729, %6730 : tensor<3072xf32>
    %6732 = stablehlo.add %6728, %6731 : tensor<3072xf32>
    %6733 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6734 = stablehlo.divide %6726, %6733 : tensor<3072xf32>
    %6735 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6736 = stablehlo.divide %6732, %6735 : tensor<3072xf32>
    %6737 = stablehlo.sqrt %6736 : tensor<3072xf32>
    %6738 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6739 = stablehlo.add %6737, %6738 : tensor<3072xf32>
    %6740 = stablehlo.divide %6734, %6739 : tensor<3072xf32>
    %6741 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6742 = stablehlo.multiply %6741, %m.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6743 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6744 = stablehlo.multiply %6743, %3511 : tensor<3072x768xf32>
    %6745 = stablehlo.add %6742, %6744 : tensor<3072x768xf32>
    %6746 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6747 = stablehlo.multiply %6746, %v.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6748 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6749 = stablehlo.multiply %3511, %3511 : tensor<3072x768xf32>
    %6750 = stablehlo.multiply %6748, %6749 : tensor<3072x768xf32>
    %6751 = stablehlo.add %6747, %6750 : tensor<3072x768xf32>
    %6752 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6753 = stablehlo.divide %6745, %6752 : tensor<3072x768xf32>
    %6754 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6755 = stablehlo.divide %6751, %6754 : tensor<3072x768xf32>
    %6756 = stablehlo.sqrt %6755 : tensor<3072x768xf32>
    %6757 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6758 = stablehlo.add %6756, %6757 : tensor<3072x768xf32>
    %6759 = stablehlo.divide %6753, %6758 : tensor<3072x768xf32>
    %6760 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6761 = stablehlo.multiply %6760, %m.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6762 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6763 = stablehlo.multiply %6762, %3516 : tensor<768xf32>
    %6764 = stablehlo.add %6761, %6763 : tensor<768xf32>
    %6765 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6766 = stablehlo.multiply %6765, %v.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6767 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6768 = stablehlo.multiply %3516, %3516 : tensor<768xf32>
    %6769 = stablehlo.multiply %6767, %6768 : tensor<768xf32>
    %6770 = stablehlo.add %6766, %6769 : tensor<768xf32>
    %6771 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6772 = stablehlo.divide %6764, %6771 : tensor<768xf32>
    %6773 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6774 = stablehlo.divide %6770, %6773 : tensor<768xf32>
    %6775 = stablehlo.sqrt %6774 : tensor<768xf32>
    %6776 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6777 = stablehlo.add %6775, %6776 : tensor<768xf32>
    %6778 = stablehlo.divide %6772, %6777 : tensor<768xf32>
    %6779 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6780 = stablehlo.multiply %6779, %m.stages.3.blocks.1.gamma : tensor<768xf32>
    %6781 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6782 = stablehlo.multiply %6781, %3521 : tensor<768xf32>
    %6783 = stablehlo.add %6780, %6782 : tensor<768xf32>
    %6784 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6785 = stablehlo.multiply %6784, %v.stages.3.blocks.1.gamma : tensor<768xf32>
    %6786 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6787 = stablehlo.multiply %3521, %3521 : tensor<768xf32>
    %6788 = stablehlo.multiply %6786, %6787 : tensor<768xf32>
    %6789 = stablehlo.add %6785, %6788 : tensor<768xf32>
    %6790 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6791 = stablehlo.divide %6783, %6790 : tensor<768xf32>
    %6792 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6793 = stablehlo.divide %6789, %6792 : tensor<768xf32>
    %6794 = stablehlo.sqrt %6793 : tensor<768xf32>
    %6795 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6796 = stablehlo.add %6794, %6795 : tensor<768xf32>
    %6797 = stablehlo.divide %6791, %6796 : tensor<768xf32>
    %6798 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6799 = stablehlo.multiply %6798, %m.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6800 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6801 = stablehlo.multiply %6800, %3526 : tensor<7x7x1x768xf32>
    %6802 = stablehlo.add %6799, %6801 : tensor<7x7x1x768xf32>
    %6803 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6804 = stablehlo.multiply %6803, %v.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6805 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6806 = stablehlo.multiply %3526, %3526 : tensor<7x7x1x768xf32>
    %6807 = stablehlo.multiply %6805, %6806 : tensor<7x7x1x768xf32>
    %6808 = stablehlo.add %6804, %6807 : tensor<7x7x1x768xf32>
    %6809 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6810 = stablehlo.divide %6802, %6809 : tensor<7x7x1x768xf32>
    %6811 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6812 = stablehlo.divide %6808, %6811 : tensor<7x7x1x768xf32>
    %6813 = stablehlo.sqrt %6812 : tensor<7x7x1x768xf32>
    %6814 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6815 = stablehlo.add %6813, %6814 : tensor<7x7x1x768xf32>
    %6816 = stablehlo.divide %6810, %6815 : tensor<7x7x1x768xf32>
    %6817 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6818 = stablehlo.multiply %6817, %m.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6819 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6820 = stablehlo.multiply %6819, %3531 : tensor<768xf32>
    %6821 = stablehlo.add %6818, %6820 : tensor<768xf32>
    %6822 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6823 = stablehlo.multiply %6822, %v.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6824 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6825 = stablehlo.multiply %3531, %3531 : tensor<768xf32>
    %6826 = stablehlo.multiply %6824, %6825 : tensor<768xf32>
    %6827 = stablehlo.add %6823, %6826 : tensor<768xf32>
    %6828 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6829 = stablehlo.divide %6821, %6828 : tensor<768xf32>
    %6830 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6831 = stablehlo.divide %6827, %6830 : tensor<768xf32>
    %6832 = stablehlo.sqrt %6831 : tensor<768xf32>
    %6833 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6834 = stablehlo.add %6832, %6833 : tensor<768xf32>
    %6835 = stablehlo.divide %6829, %6834 : tensor<768xf32>
    %6836 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6837 = stablehlo.multiply %6836, %m.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6838 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6839 = stablehlo.multiply %6838, %3536 : tensor<768xf32>
    %6840 = stablehlo.add %6837, %6839 : tensor<768xf32>
    %6841 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6842 = stablehlo.multiply %6841, %v.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6843 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6844 = stablehlo.multiply %3536, %3536 : tensor<768xf32>
    %6845 = stablehlo.multiply %6843, %6844 : tensor<768xf32>
    %6846 = stablehlo.add %6842, %6845 : tensor<768xf32>
    %6847 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6848 = stablehlo.divide %6840, %6847 : tensor<768xf32>
    %6849 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6850 = stablehlo.divide %6846, %6849 : tensor<768xf32>
    %6851 = stablehlo.sqrt %6850 : tensor<768xf32>
    %6852 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6853 = stablehlo.add %6851, %6852 : tensor<768xf32>
    %6854 = stablehlo.divide %6848, %6853 : tensor<768xf32>
    %6855 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6856 = stablehlo.multiply %6855, %m.stages.3.blocks.2.norm.b : tensor<768xf32>
    %6857 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6858 = stablehlo.multiply %6857, %3541 : tensor<768xf32>
    %6859 = stablehlo.add %6856, %6858 : tensor<768xf32>
    %6860 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6861 = stablehlo.multiply %6860, %v.stages.3.blocks.2.norm.b : tensor<768xf32>
    %6862 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6863 = stablehlo.multiply %3541, %3541 : tensor<768xf32>
    %6864 = stablehlo.multiply %6862, %6863 : tensor<768xf32>
    %6865 = stablehlo.add %6861, %6864 : tensor<768xf32>
    %6866 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6867 = stablehlo.divide %6859, %6866 : tensor<768xf32>
    %6868 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6869 = stablehlo.divide %6865, %6868 : tensor<768xf32>
    %6870 = stablehlo.sqrt %6869 : tensor<768xf32>
    %6871 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6872 = stablehlo.add %6870, %6871 : tensor<768xf32>
    %6873 = stablehlo.divide %6867, %6872 : tensor<768xf32>
    %6874 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6875 = stablehlo.multiply %6874, %m.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %6876 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6877 = stablehlo.multiply %6876, %3546 : tensor<768x3072xf32>
    %6878 = stablehlo.add %6875, %6877 : tensor<768x3072xf32>
    %6879 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6880 = stablehlo.multiply %6879, %v.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %6881 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6882 = stablehlo.multiply %3546, %3546 : tensor<768x3072xf32>
    %6883 = stablehlo.multiply %6881, %6882 : tensor<768x3072xf32>
    %6884 = stablehlo.add %6880, %6883 : tensor<768x3072xf32>
    %6885 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6886 = stablehlo.divide %6878, %6885 : tensor<768x3072xf32>
    %6887 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6888 = stablehlo.divide %6884, %6887 : tensor<768x3072xf32>
    %6889 = stablehlo.sqrt %6888 : tensor<768x3072xf32>
    %6890 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6891 = stablehlo.add %6889, %6890 : tensor<768x3072xf32>
    %6892 = stablehlo.divide %6886, %6891 : tensor<768x3072xf32>
    %6893 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6894 = stablehlo.multiply %6893, %m.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %6895 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6896 = stablehlo.multiply %6895, %3551 : tensor<3072xf32>
    %6897 = stablehlo.add %6894, %6896 : tensor<3072xf32>
    %6898 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6899 = stablehlo.multiply %6898, %v.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %6900 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6901 = stablehlo.multiply %3551, %3551 : tensor<3072xf32>
    %6902 = stablehlo.multiply %6900, %6901 : tensor<3072xf32>
    %6903 = stablehlo.add %6899, %6902 : tensor<3072xf32>
    %6904 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6905 = stablehlo.divide %6897, %6904 : tensor<3072xf32>
    %6906 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6907 = stablehlo.divide %6903, %6906 : tensor<3072xf32>
    %6908 = stablehlo.sqrt %6907 : tensor<3072xf32>
    %6909 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6910 = stablehlo.add %6908, %6909 : tensor<3072xf32>
    %6911 = stablehlo.divide %6905, %6910 : tensor<3072xf32>
    %6912 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6913 = stablehlo.multiply %6912, %m.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %6914 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6915 = stablehlo.multiply %6914, %3556 : tensor<3072x768xf32>
    %6916 = stablehlo.add %6913, %6915 : tensor<3072x768xf32>
    %6917 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6918 = stablehlo.multiply %6917, %v.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %6919 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6920 = stablehlo.multiply %3556, %3556 : tensor<3072x768xf32>
    %6921 = stablehlo.multiply %6919, %6920 : tensor<3072x768xf32>
    %6922 = stablehlo.add %6918, %6921 : tensor<3072x768xf32>
    %6923 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6924 = stablehlo.divide %6916, %6923 : tensor<3072x768xf32>
    %6925 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6926 = stablehlo.divide %6922, %6925 : tensor<3072x768xf32>
    %6927 = stablehlo.sqrt %6926 : tensor<3072x768xf32>
    %6928 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6929 = stablehlo.add %6927, %6928 : tensor<3072x768xf32>
    %6930 = stablehlo.divide %6924, %6929 : tensor<3072x768xf32>
    %6931 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6932 = stablehlo.multiply %6931, %m.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %6933 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6934 = stablehlo.multiply %6933, %3561 : tensor<768xf32>
    %6935 = stablehlo.add %6932, %6934 : tensor<768xf32>
    %6936 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6937 = stablehlo.multiply %6936, %v.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %6938 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6939 = stablehlo.multiply %3561, %3561 : tensor<768xf32>
    %6940 = stablehlo.multiply %6938, %6939 : tensor<768xf32>
    %6941 = stablehlo.add %6937, %6940 : tensor<768xf32>
    %6942 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6943 = stablehlo.divide %6935, %6942 : tensor<768xf32>
    %6944 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6945 = stablehlo.divide %6941, %6944 : tensor<768xf32>
    %6946 = stablehlo.sqrt %6945 : tensor<768xf32>
    %6947 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6948 = stablehlo.add %6946, %6947 : tensor<768xf32>
    %6949 = stablehlo.divide %6943, %6948 : tensor<768xf32>
    %6950 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6951 = stablehlo.multiply %6950, %m.stages.3.blocks.2.gamma : tensor<768xf32>
    %6952 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6953 = stablehlo.multiply %6952, %3566 : tensor<768xf32>
    %6954 = stablehlo.add %6951, %6953 : tensor<768xf32>
    %6955 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6956 = stablehlo.multiply %6955, %v.stages.3.blocks.2.gamma : tensor<768xf32>
    %6957 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6958 = stablehlo.multiply %3566, %3566 : tensor<768xf32>
    %6959 = stablehlo.multiply %6957, %6958 : tensor<768xf32>
    %6960 = stablehlo.add %6956, %6959 : tensor<768xf32>
    %6961 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6962 = stablehlo.divide %6954, %6961 : tensor<768xf32>
    %6963 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6964 = stablehlo.divide %6960, %6963 : tensor<768xf32>
    %6965 = stablehlo.sqrt %6964 : tensor<768xf32>
    %6966 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6967 = stablehlo.add %6965, %6966 : tensor<768xf32>
    %6968 = stablehlo.divide %6962, %6967 : tensor<768xf32>
    %6969 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6970 = stablehlo.multiply %6969, %m.head.norm.g : tensor<768xf32>
    %6971 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6972 = stablehlo.multiply %6971, %3571 : tensor<768xf32>
    %6973 = stablehlo.add %6970, %6972 : tensor<768xf32>
    %6974 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6975 = stablehlo.multiply %6974, %v.head.norm.g : tensor<768xf32>
    %6976 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6977 = stablehlo.multiply %3571, %3571 : tensor<768xf32>
    %6978 = stablehlo.multiply %6976, %6977 : tensor<768xf32>
    %6979 = stablehlo.add %6975, %6978 : tensor<768xf32>
    %6980 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6981 = stablehlo.divide %6973, %6980 : tensor<768xf32>
    %6982 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6983 = stablehlo.divide %6979, %6982 : tensor<768xf32>
    %6984 = stablehlo.sqrt %6983 : tensor<768xf32>
    %6985 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6986 = stablehlo.add %6984, %6985 : tensor<768xf32>
    %6987 = stablehlo.divide %6981, %6986 : tensor<768xf32>
    %6988 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6989 = stablehlo.multiply %6988, %m.head.norm.b : tensor<768xf32>
    %6990 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6991 = stablehlo.multiply %6990, %3576 : tensor<768xf32>
    %6992 = stablehlo.add %6989, %6991 : tensor<768xf32>
    %6993 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6994 = stablehlo.multiply %6993, %v.head.norm.b : tensor<768xf32>
    %6995 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6996 = stablehlo.multiply %3576, %3576 : tensor<768xf32>
    %6997 = stablehlo.multiply %6995, %6996 : tensor<768xf32>
    %6998 = stablehlo.add %6994, %6997 : tensor<768xf32>
    %6999 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7000 = stablehlo.divide %6992, %6999 : tensor<768xf32>
    %7001 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7002 = stablehlo.divide %6998, %7001 : tensor<768xf32>
    %7003 = stablehlo.sqrt %7002 : tensor<768xf32>
    %7004 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7005 = stablehlo.add %7003, %7004 : tensor<768xf32>
    %7006 = stablehlo.divide %7000, %7005 : tensor<768xf32>
    %7007 = stablehlo.constant dense<0.9> : tensor<768x1000xf32>
    %7008 = stablehlo.multiply %7007, %m.head.fc.w : tensor<768x1000xf32>
    %7009 = stablehlo.constant dense<0.1> : tensor<768x1000xf32>
    %7010 = stablehlo.multiply %7009, %3581 : tensor<768x1000xf32>
    %7011 = stablehlo.add %7008, %7010 : tensor<768x1000xf32>
    %7012 = stablehlo.constant dense<0.999> : tensor<768x1000xf32>
    %7013 = stablehlo.multiply %7012, %v.head.fc.w : tensor<768x1000xf32>
    %7014 = stablehlo.constant dense<0.001> : tensor<768x1000xf32>
    %7015 = stablehlo.multiply %3581, %3581 : tensor<768x1000xf32>
    %7016 = stablehlo.multiply %7014, %7015 : tensor<768x1000xf32>
    %7017 = stablehlo.add %7013, %7016 : tensor<768x1000xf32>
    %7018 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7019 = stablehlo.divide %7011, %7018 : tensor<768x1000xf32>
    %7020 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7021 = stablehlo.divide %7017, %7020 : tensor<768x1000xf32>
    %7022 = stablehlo.sqrt %7021 : tensor<768x1000xf32>
    %7023 = stablehlo.constant dense<1.0e-08> : tensor<768x1000xf32>
    %7024 = stablehlo.add %7022, %7023 : tensor<768x1000xf32>
    %7025 = stablehlo.divide %7019, %7024 : tensor<768x1000xf32>
    %7026 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7027 = stablehlo.multiply %7026, %m.head.fc.b : tensor<1000xf32>
    %7028 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7029 = stablehlo.multiply %7028, %3586 : tensor<1000xf32>
    %7030 = stablehlo.add %7027, %7029 : tensor<1000xf32>
    %7031 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7032 = stablehlo.multiply %7031, %v.head.fc.b : tensor<1000xf32>
    %7033 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7034 = stablehlo.multiply %3586, %3586 : tensor<1000xf32>
    %7035 = stablehlo.multiply %7033, %7034 : tensor<1000xf32>
    %7036 = stablehlo.add %7032, %7035 : tensor<1000xf32>
    %7037 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7038 = stablehlo.divide %7030, %7037 : tensor<1000xf32>
    %7039 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7040 = stablehlo.divide %7036, %7039 : tensor<1000xf32>
    %7041 = stablehlo.sqrt %7040 : tensor<1000xf32>
    %7042 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7043 = stablehlo.add %7041, %7042 : tensor<1000xf32>
    %7044 = stablehlo.divide %7038, %7043 : tensor<1000xf32>
    %7045 = stablehlo.constant dense<0.05> : tensor<4x4x3x96xf32>
    %7046 = stablehlo.multiply %7045, %stem.conv.w : tensor<4x4x3x96xf32>
    %7047 = stablehlo.add %3605, %7046 : tensor<4x4x3x96xf32>
    %7048 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7049 = stablehlo.multiply %7048, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %7050 = stablehlo.add %3681, %7049 : tensor<7x7x1x96xf32>
    %7051 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7052 = stablehlo.multiply %7051, %stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %7053 = stablehlo.add %3757, %7052 : tensor<96x384xf32>
    %7054 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7055 = stablehlo.multiply %7054, %stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %7056 = stablehlo.add %3795, %7055 : tensor<384x96xf32>
    %7057 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7058 = stablehlo.multiply %7057, %stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %7059 = stablehlo.add %3852, %7058 : tensor<7x7x1x96xf32>
    %7060 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7061 = stablehlo.multiply %7060, %stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %7062 = stablehlo.add %3928, %7061 : tensor<96x384xf32>
    %7063 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7064 = stablehlo.multiply %7063, %stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %7065 = stablehlo.add %3966, %7064 : tensor<384x96xf32>
    %7066 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7067 = stablehlo.multiply %7066, %stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %7068 = stablehlo.add %4023, %7067 : tensor<7x7x1x96xf32>
    %7069 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7070 = stablehlo.multiply %7069, %stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %7071 = stablehlo.add %4099, %7070 : tensor<96x384xf32>
    %7072 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7073 = stablehlo.multiply %7072, %stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %7074 = stablehlo.add %4137, %7073 : tensor<384x96xf32>
    %7075 = stablehlo.constant dense<0.05> : tensor<2x2x96x192xf32>
    %7076 = stablehlo.multiply %7075, %stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %7077 = stablehlo.add %4232, %7076 : tensor<2x2x96x192xf32>
    %7078 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7079 = stablehlo.multiply %7078, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %7080 = stablehlo.add %4270, %7079 : tensor<7x7x1x192xf32>
    %7081 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7082 = stablehlo.multiply %7081, %stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %7083 = stablehlo.add %4346, %7082 : tensor<192x768xf32>
    %7084 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7085 = stablehlo.multiply %7084, %stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %7086 = stablehlo.add %4384, %7085 : tensor<768x192xf32>
    %7087 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7088 = stablehlo.multiply %7087, %stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %7089 = stablehlo.add %4441, %7088 : tensor<7x7x1x192xf32>
    %7090 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7091 = stablehlo.multiply %7090, %stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %7092 = stablehlo.add %4517, %7091 : tensor<192x768xf32>
    %7093 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7094 = stablehlo.multiply %7093, %stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %7095 = stablehlo.add %4555, %7094 : tensor<768x192xf32>
    %7096 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7097 = stablehlo.multiply %7096, %stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %7098 = stablehlo.add %4612, %7097 : tensor<7x7x1x192xf32>
    %7099 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7100 = stablehlo.multiply %7099, %stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %7101 = stablehlo.add %4688, %7100 : tensor<192x768xf32>
    %7102 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7103 = stablehlo.multiply %7102, %stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %7104 = stablehlo.add %4726, %7103 : tensor<768x192xf32>
    %7105 = stablehlo.constant dense<0.05> : tensor<2x2x192x384xf32>
    %7106 = stablehlo.multiply %7105, %stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %7107 = stablehlo.add %4821, %7106 : tensor<2x2x192x384xf32>
    %7108 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7109 = stablehlo.multiply %7108, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %7110 = stablehlo.add %4859, %7109 : tensor<7x7x1x384xf32>
    %7111 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7112 = stablehlo.multiply %7111, %stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %7113 = stablehlo.add %4935, %7112 : tensor<384x1536xf32>
    %7114 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7115 = stablehlo.multiply %7114, %stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %7116 = stablehlo.add %4973, %7115 : tensor<1536x384xf32>
    %7117 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7118 = stablehlo.multiply %7117, %stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %7119 = stablehlo.add %5030, %7118 : tensor<7x7x1x384xf32>
    %7120 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7121 = stablehlo.multiply %7120, %stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %7122 = stablehlo.add %5106, %7121 : tensor<384x1536xf32>
    %7123 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7124 = stablehlo.multiply %7123, %stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %7125 = stablehlo.add %5144, %7124 : tensor<1536x384xf32>
    %7126 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7127 = stablehlo.multiply %7126, %stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %7128 = stablehlo.add %5201, %7127 : tensor<7x7x1x384xf32>
    %7129 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7130 = stablehlo.multiply %7129, %stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %7131 = stablehlo.add %5277, %7130 : tensor<384x1536xf32>
    %7132 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7133 = stablehlo.multiply %7132, %stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %7134 = stablehlo.add %5315, %7133 : tensor<1536x384xf32>
    %7135 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7136 = stablehlo.multiply %7135, %stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %7137 = stablehlo.add %5372, %7136 : tensor<7x7x1x384xf32>
    %7138 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7139 = stablehlo.multiply %7138, %stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %7140 = stablehlo.add %5448, %7139 : tensor<384x1536xf32>
    %7141 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7142 = stablehlo.multiply %7141, %stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %7143 = stablehlo.add %5486, %7142 : tensor<1536x384xf32>
    %7144 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7145 = stablehlo.multiply %7144, %stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %7146 = stablehlo.add %5543, %7145 : tensor<7x7x1x384xf32>
    %7147 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7148 = stablehlo.multiply %7147, %stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %7149 = stablehlo.add %5619, %7148 : tensor<384x1536xf32>
    %7150 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7151 = stablehlo.multiply %7150, %stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %7152 = stablehlo.add %5657, %7151 : tensor<1536x384xf32>
    %7153 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7154 = stablehlo.multiply %7153, %stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %7155 = stablehlo.add %5714, %7154 : tensor<7x7x1x384xf32>
    %7156 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7157 = stablehlo.multiply %7156, %stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %7158 = stablehlo.add %5790, %7157 : tensor<384x1536xf32>
    %7159 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7160 = stablehlo.multiply %7159, %stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %7161 = stablehlo.add %5828, %7160 : tensor<1536x384xf32>
    %7162 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7163 = stablehlo.multiply %7162, %stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %7164 = stablehlo.add %5885, %7163 : tensor<7x7x1x384xf32>
    %7165 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7166 = stablehlo.multiply %7165, %stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %7167 = stablehlo.add %5961, %7166 : tensor<384x1536xf32>
    %7168 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7169 = stablehlo.multiply %7168, %stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %7170 = stablehlo.add %5999, %7169 : tensor<1536x384xf32>
    %7171 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7172 = stablehlo.multiply %7171, %stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %7173 = stablehlo.add %6056, %7172 : tensor<7x7x1x384xf32>
    %7174 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7175 = stablehlo.multiply %7174, %stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %7176 = stablehlo.add %6132, %7175 : tensor<384x1536xf32>
    %7177 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7178 = stablehlo.multiply %7177, %stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %7179 = stablehlo.add %6170, %7178 : tensor<1536x384xf32>
    %7180 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7181 = stablehlo.multiply %7180, %stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %7182 = stablehlo.add %6227, %7181 : tensor<7x7x1x384xf32>
    %7183 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7184 = stablehlo.multiply %7183, %stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %7185 = stablehlo.add %6303, %7184 : tensor<384x1536xf32>
    %7186 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7187 = stablehlo.multiply %7186, %stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %7188 = stablehlo.add %6341, %7187 : tensor<1536x384xf32>
    %7189 = stablehlo.constant dense<0.05> : tensor<2x2x384x768xf32>
    %7190 = stablehlo.multiply %7189, %stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %7191 = stablehlo.add %6436, %7190 : tensor<2x2x384x768xf32>
    %7192 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7193 = stablehlo.multiply %7192, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %7194 = stablehlo.add %6474, %7193 : tensor<7x7x1x768xf32>
    %7195 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7196 = stablehlo.multiply %7195, %stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %7197 = stablehlo.add %6550, %7196 : tensor<768x3072xf32>
    %7198 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7199 = stablehlo.multiply %7198, %stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %7200 = stablehlo.add %6588, %7199 : tensor<3072x768xf32>
    %7201 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7202 = stablehlo.multiply %7201, %stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %7203 = stablehlo.add %6645, %7202 : tensor<7x7x1x768xf32>
    %7204 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7205 = stablehlo.multiply %7204, %stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %7206 = stablehlo.add %6721, %7205 : tensor<768x3072xf32>
    %7207 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7208 = stablehlo.multiply %7207, %stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %7209 = stablehlo.add %6759, %7208 : tensor<3072x768xf32>
    %7210 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7211 = stablehlo.multiply %7210, %stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %7212 = stablehlo.add %6816, %7211 : tensor<7x7x1x768xf32>
    %7213 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7214 = stablehlo.multiply %7213, %stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7215 = stablehlo.add %6892, %7214 : tensor<768x3072xf32>
    %7216 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7217 = stablehlo.multiply %7216, %stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7218 = stablehlo.add %6930, %7217 : tensor<3072x768xf32>
    %7219 = stablehlo.constant dense<0.05> : tensor<768x1000xf32>
    %7220 = stablehlo.multiply %7219, %head.fc.w : tensor<768x1000xf32>
    %7221 = stablehlo.add %7025, %7220 : tensor<768x1000xf32>
    %7222 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %7223 = stablehlo.multiply %7222, %7047 : tensor<4x4x3x96xf32>
    %7224 = stablehlo.subtract %stem.conv.w, %7223 : tensor<4x4x3x96xf32>
    %7225 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7226 = stablehlo.multiply %7225, %3624 : tensor<96xf32>
    %7227 = stablehlo.subtract %stem.conv.b, %7226 : tensor<96xf32>
    %7228 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7229 = stablehlo.multiply %7228, %3643 : tensor<96xf32>
    %7230 = stablehlo.subtract %stem.norm.g, %7229 : tensor<96xf32>
    %7231 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7232 = stablehlo.multiply %7231, %3662 : tensor<96xf32>
    %7233 = stablehlo.subtract %stem.norm.b, %7232 : tensor<96xf32>
    %7234 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7235 = stablehlo.multiply %7234, %7050 : tensor<7x7x1x96xf32>
    %7236 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %7235 : tensor<7x7x1x96xf32>
    %7237 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7238 = stablehlo.multiply %7237, %3700 : tensor<96xf32>
    %7239 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %7238 : tensor<96xf32>
    %7240 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7241 = stablehlo.multiply %7240, %3719 : tensor<96xf32>
    %7242 = stablehlo.subtract %stages.0.blocks.0.norm.g, %7241 : tensor<96xf32>
    %7243 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7244 = stablehlo.multiply %7243, %3738 : tensor<96xf32>
    %7245 = stablehlo.subtract %stages.0.blocks.0.norm.b, %7244 : tensor<96xf32>
    %7246 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7247 = stablehlo.multiply %7246, %7053 : tensor<96x384xf32>
    %7248 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %7247 : tensor<96x384xf32>
    %7249 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7250 = stablehlo.multiply %7249, %3776 : tensor<384xf32>
    %7251 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %7250 : tensor<384xf32>
    %7252 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7253 = stablehlo.multiply %7252, %7056 : tensor<384x96xf32>
    %7254 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %7253 : tensor<384x96xf32>
    %7255 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7256 = stablehlo.multiply %7255, %3814 : tensor<96xf32>
    %7257 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %7256 : tensor<96xf32>
    %7258 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7259 = stablehlo.multiply %7258, %3833 : tensor<96xf32>
    %7260 = stablehlo.subtract %stages.0.blocks.0.gamma, %7259 : tensor<96xf32>
    %7261 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7262 = stablehlo.multiply %7261, %7059 : tensor<7x7x1x96xf32>
    %7263 = stablehlo.subtract %stages.0.blocks.1.dwconv.w, %7262 : tensor<7x7x1x96xf32>
    %7264 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7265 = stablehlo.multiply %7264, %3871 : tensor<96xf32>
    %7266 = stablehlo.subtract %stages.0.blocks.1.dwconv.b, %7265 : tensor<96xf32>
    %7267 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7268 = stablehlo.multiply %7267, %3890 : tensor<96xf32>
    %7269 = stablehlo.subtract %stages.0.blocks.1.norm.g, %7268 : tensor<96xf32>
    %7270 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7271 = stablehlo.multiply %7270, %3909 : tensor<96xf32>
    %7272 = stablehlo.subtract %stages.0.blocks.1.norm.b, %7271 : tensor<96xf32>
    %7273 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7274 = stablehlo.multiply %7273, %7062 : tensor<96x384xf32>
    %7275 = stablehlo.subtract %stages.0.blocks.1.fc1.w, %7274 : tensor<96x384xf32>
    %7276 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7277 = stablehlo.multiply %7276, %3947 : tensor<384xf32>
    %7278 = stablehlo.subtract %stages.0.blocks.1.fc1.b, %7277 : tensor<384xf32>
    %7279 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7280 = stablehlo.multiply %7279, %7065 : tensor<384x96xf32>
    %7281 = stablehlo.subtract %stages.0.blocks.1.fc2.w, %7280 : tensor<384x96xf32>
    %7282 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7283 = stablehlo.multiply %7282, %3985 : tensor<96xf32>
    %7284 = stablehlo.subtract %stages.0.blocks.1.fc2.b, %7283 : tensor<96xf32>
    %7285 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7286 = stablehlo.multiply %7285, %4004 : tensor<96xf32>
    %7287 = stablehlo.subtract %stages.0.blocks.1.gamma, %7286 : tensor<96xf32>
    %7288 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7289 = stablehlo.multiply %7288, %7068 : tensor<7x7x1x96xf32>
    %7290 = stablehlo.subtract %stages.0.blocks.2.dwconv.w, %7289 : tensor<7x7x1x96xf32>
    %7291 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7292 = stablehlo.multiply %7291, %4042 : tensor<96xf32>
    %7293 = stablehlo.subtract %stages.0.blocks.2.dwconv.b, %7292 : tensor<96xf32>
    %7294 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7295 = stablehlo.multiply %7294, %4061 : tensor<96xf32>
    %7296 = stablehlo.subtract %stages.0.blocks.2.norm.g, %7295 : tensor<96xf32>
    %7297 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7298 = stablehlo.multiply %7297, %4080 : tensor<96xf32>
    %7299 = stablehlo.subtract %stages.0.blocks.2.norm.b, %7298 : tensor<96xf32>
    %7300 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7301 = stablehlo.multiply %7300, %7071 : tensor<96x384xf32>
    %7302 = stablehlo.subtract %stages.0.blocks.2.fc1.w, %7301 : tensor<96x384xf32>
    %7303 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7304 = stablehlo.multiply %7303, %4118 : tensor<384xf32>
    %7305 = stablehlo.subtract %stages.0.blocks.2.fc1.b, %7304 : tensor<384xf32>
    %7306 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7307 = stablehlo.multiply %7306, %7074 : tensor<384x96xf32>
    %7308 = stablehlo.subtract %stages.0.blocks.2.fc2.w, %7307 : tensor<384x96xf32>
    %7309 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7310 = stablehlo.multiply %7309, %4156 : tensor<96xf32>
    %7311 = stablehlo.subtract %stages.0.blocks.2.fc2.b, %7310 : tensor<96xf32>
    %7312 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7313 = stablehlo.multiply %7312, %4175 : tensor<96xf32>
    %7314 = stablehlo.subtract %stages.0.blocks.2.gamma, %7313 : tensor<96xf32>
    %7315 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7316 = stablehlo.multiply %7315, %4194 : tensor<96xf32>
    %7317 = stablehlo.subtract %stages.1.down.norm.g, %7316 : tensor<96xf32>
    %7318 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7319 = stablehlo.multiply %7318, %4213 : tensor<96xf32>
    %7320 = stablehlo.subtract %stages.1.down.norm.b, %7319 : tensor<96xf32>
    %7321 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %7322 = stablehlo.multiply %7321, %7077 : tensor<2x2x96x192xf32>
    %7323 = stablehlo.subtract %stages.1.down.conv.w, %7322 : tensor<2x2x96x192xf32>
    %7324 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7325 = stablehlo.multiply %7324, %4251 : tensor<192xf32>
    %7326 = stablehlo.subtract %stages.1.down.conv.b, %7325 : tensor<192xf32>
    %7327 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7328 = stablehlo.multiply %7327, %7080 : tensor<7x7x1x192xf32>
    %7329 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %7328 : tensor<7x7x1x192xf32>
    %7330 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7331 = stablehlo.multiply %7330, %4289 : tensor<192xf32>
    %7332 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %7331 : tensor<192xf32>
    %7333 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7334 = stablehlo.multiply %7333, %4308 : tensor<192xf32>
    %7335 = stablehlo.subtract %stages.1.blocks.0.norm.g, %7334 : tensor<192xf32>
    %7336 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7337 = stablehlo.multiply %7336, %4327 : tensor<192xf32>
    %7338 = stablehlo.subtract %stages.1.blocks.0.norm.b, %7337 : tensor<192xf32>
    %7339 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7340 = stablehlo.multiply %7339, %7083 : tensor<192x768xf32>
    %7341 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %7340 : tensor<192x768xf32>
    %7342 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7343 = stablehlo.multiply %7342, %4365 : tensor<768xf32>
    %7344 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %7343 : tensor<768xf32>
    %7345 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7346 = stablehlo.multiply %7345, %7086 : tensor<768x192xf32>
    %7347 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %7346 : tensor<768x192xf32>
    %7348 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7349 = stablehlo.multiply %7348, %4403 : tensor<192xf32>
    %7350 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %7349 : tensor<192xf32>
    %7351 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7352 = stablehlo.multiply %7351, %4422 : tensor<192xf32>
    %7353 = stablehlo.subtract %stages.1.blocks.0.gamma, %7352 : tensor<192xf32>
    %7354 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7355 = stablehlo.multiply %7354, %7089 : tensor<7x7x1x192xf32>
    %7356 = stablehlo.subtract %stages.1.blocks.1.dwconv.w, %7355 : tensor<7x7x1x192xf32>
    %7357 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7358 = stablehlo.multiply %7357, %4460 : tensor<192xf32>
    %7359 = stablehlo.subtract %stages.1.blocks.1.dwconv.b, %7358 : tensor<192xf32>
    %7360 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7361 = stablehlo.multiply %7360, %4479 : tensor<192xf32>
    %7362 = stablehlo.subtract %stages.1.blocks.1.norm.g, %7361 : tensor<192xf32>
    %7363 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7364 = stablehlo.multiply %7363, %4498 : tensor<192xf32>
    %7365 = stablehlo.subtract %stages.1.blocks.1.norm.b, %7364 : tensor<192xf32>
    %7366 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7367 = stablehlo.multiply %7366, %7092 : tensor<192x768xf32>
    %7368 = stablehlo.subtract %stages.1.blocks.1.fc1.w, %7367 : tensor<192x768xf32>
    %7369 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7370 = stablehlo.multiply %7369, %4536 : tensor<768xf32>
    %7371 = stablehlo.subtract %stages.1.blocks.1.fc1.b, %7370 : tensor<768xf32>
    %7372 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7373 = stablehlo.multiply %7372, %7095 : tensor<768x192xf32>
    %7374 = stablehlo.subtract %stages.1.blocks.1.fc2.w, %7373 : tensor<768x192xf32>
    %7375 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7376 = stablehlo.multiply %7375, %4574 : tensor<192xf32>
    %7377 = stablehlo.subtract %stages.1.blocks.1.fc2.b, %7376 : tensor<192xf32>
    %7378 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7379 = stablehlo.multiply %7378, %4593 : tensor<192xf32>
    %7380 = stablehlo.subtract %stages.1.blocks.1.gamma, %7379 : tensor<192xf32>
    %7381 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7382 = stablehlo.multiply %7381, %7098 : tensor<7x7x1x192xf32>
    %7383 = stablehlo.subtract %stages.1.blocks.2.dwconv.w, %7382 : tensor<7x7x1x192xf32>
    %7384 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7385 = stablehlo.multiply %7384, %4631 : tensor<192xf32>
    %7386 = stablehlo.subtract %stages.1.blocks.2.dwconv.b, %7385 : tensor<192xf32>
    %7387 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7388 = stablehlo.multiply %7387, %4650 : tensor<192xf32>
    %7389 = stablehlo.subtract %stages.1.blocks.2.norm.g, %7388 : tensor<192xf32>
    %7390 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7391 = stablehlo.multiply %7390, %4669 : tensor<192xf32>
    %7392 = stablehlo.subtract %stages.1.blocks.2.norm.b, %7391 : tensor<192xf32>
    %7393 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7394 = stablehlo.multiply %7393, %7101 : tensor<192x768xf32>
    %7395 = stablehlo.subtract %stages.1.blocks.2.fc1.w, %7394 : tensor<192x768xf32>
    %7396 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7397 = stablehlo.multiply %7396, %4707 : tensor<768xf32>
    %7398 = stablehlo.subtract %stages.1.blocks.2.fc1.b, %7397 : tensor<768xf32>
    %7399 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7400 = stablehlo.multiply %7399, %7104 : tensor<768x192xf32>
    %7401 = stablehlo.subtract %stages.1.blocks.2.fc2.w, %7400 : tensor<768x192xf32>
    %7402 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7403 = stablehlo.multiply %7402, %4745 : tensor<192xf32>
    %7404 = stablehlo.subtract %stages.1.blocks.2.fc2.b, %7403 : tensor<192xf32>
    %7405 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7406 = stablehlo.multiply %7405, %4764 : tensor<192xf32>
    %7407 = stablehlo.subtract %stages.1.blocks.2.gamma, %7406 : tensor<192xf32>
    %7408 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7409 = stablehlo.multiply %7408, %4783 : tensor<192xf32>
    %7410 = stablehlo.subtract %stages.2.down.norm.g, %7409 : tensor<192xf32>
    %7411 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7412 = stablehlo.multiply %7411, %4802 : tensor<192xf32>
    %7413 = stablehlo.subtract %stages.2.down.norm.b, %7412 : tensor<192xf32>
    %7414 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %7415 = stablehlo.multiply %7414, %7107 : tensor<2x2x192x384xf32>
    %7416 = stablehlo.subtract %stages.2.down.conv.w, %7415 : tensor<2x2x192x384xf32>
    %7417 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7418 = stablehlo.multiply %7417, %4840 : tensor<384xf32>
    %7419 = stablehlo.subtract %stages.2.down.conv.b, %7418 : tensor<384xf32>
    %7420 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7421 = stablehlo.multiply %7420, %7110 : tensor<7x7x1x384xf32>
    %7422 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %7421 : tensor<7x7x1x384xf32>
    %7423 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7424 = stablehlo.multiply %7423, %4878 : tensor<384xf32>
    %7425 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %7424 : tensor<384xf32>
    %7426 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7427 = stablehlo.multiply %7426, %4897 : tensor<384xf32>
    %7428 = stablehlo.subtract %stages.2.blocks.0.norm.g, %7427 : tensor<384xf32>
    %7429 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7430 = stablehlo.multiply %7429, %4916 : tensor<384xf32>
    %7431 = stablehlo.subtract %stages.2.blocks.0.norm.b, %7430 : tensor<384xf32>
    %7432 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7433 = stablehlo.multiply %7432, %7113 : tensor<384x1536xf32>
    %7434 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %7433 : tensor<384x1536xf32>
    %7435 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7436 = stablehlo.multiply %7435, %4954 : tensor<1536xf32>
    %7437 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %7436 : tensor<1536xf32>
    %7438 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7439 = stablehlo.multiply %7438, %7116 : tensor<1536x384xf32>
    %7440 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %7439 : tensor<1536x384xf32>
    %7441 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7442 = stablehlo.multiply %7441, %4992 : tensor<384xf32>
    %7443 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %7442 : tensor<384xf32>
    %7444 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7445 = stablehlo.multiply %7444, %5011 : tensor<384xf32>
    %7446 = stablehlo.subtract %stages.2.blocks.0.gamma, %7445 : tensor<384xf32>
    %7447 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7448 = stablehlo.multiply %7447, %7119 : tensor<7x7x1x384xf32>
    %7449 = stablehlo.subtract %stages.2.blocks.1.dwconv.w, %7448 : tensor<7x7x1x384xf32>
    %7450 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7451 = stablehlo.multiply %7450, %5049 : tensor<384xf32>
    %7452 = stablehlo.subtract %stages.2.blocks.1.dwconv.b, %7451 : tensor<384xf32>
    %7453 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7454 = stablehlo.multiply %7453, %5068 : tensor<384xf32>
    %7455 = stablehlo.subtract %stages.2.blocks.1.norm.g, %7454 : tensor<384xf32>
    %7456 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7457 = stablehlo.multiply %7456, %5087 : tensor<384xf32>
    %7458 = stablehlo.subtract %stages.2.blocks.1.norm.b, %7457 : tensor<384xf32>
    %7459 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7460 = stablehlo.multiply %7459, %7122 : tensor<384x1536xf32>
    %7461 = stablehlo.subtract %stages.2.blocks.1.fc1.w, %7460 : tensor<384x1536xf32>
    %7462 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7463 = stablehlo.multiply %7462, %5125 : tensor<1536xf32>
    %7464 = stablehlo.subtract %stages.2.blocks.1.fc1.b, %7463 : tensor<1536xf32>
    %7465 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7466 = stablehlo.multiply %7465, %7125 : tensor<1536x384xf32>
    %7467 = stablehlo.subtract %stages.2.blocks.1.fc2.w, %7466 : tensor<1536x384xf32>
    %7468 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7469 = stablehlo.multiply %7468, %5163 : tensor<384xf32>
    %7470 = stablehlo.subtract %stages.2.blocks.1.fc2.b, %7469 : tensor<384xf32>
    %7471 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7472 = stablehlo.multiply %7471, %5182 : tensor<384xf32>
    %7473 = stablehlo.subtract %stages.2.blocks.1.gamma, %7472 : tensor<384xf32>
    %7474 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7475 = stablehlo.multiply %7474, %7128 : tensor<7x7x1x384xf32>
    %7476 = stablehlo.subtract %stages.2.blocks.2.dwconv.w, %7475 : tensor<7x7x1x384xf32>
    %7477 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7478 = stablehlo.multiply %7477, %5220 : tensor<384xf32>
    %7479 = stablehlo.subtract %stages.2.blocks.2.dwconv.b, %7478 : tensor<384xf32>
    %7480 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7481 = stablehlo.multiply %7480, %5239 : tensor<384xf32>
    %7482 = stablehlo.subtract %stages.2.blocks.2.norm.g, %7481 : tensor<384xf32>
    %7483 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7484 = stablehlo.multiply %7483, %5258 : tensor<384xf32>
    %7485 = stablehlo.subtract %stages.2.blocks.2.norm.b, %7484 : tensor<384xf32>
    %7486 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7487 = stablehlo.multiply %7486, %7131 : tensor<384x1536xf32>
    %7488 = stablehlo.subtract %stages.2.blocks.2.fc1.w, %7487 : tensor<384x1536xf32>
    %7489 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7490 = stablehlo.multiply %7489, %5296 : tensor<1536xf32>
    %7491 = stablehlo.subtract %stages.2.blocks.2.fc1.b, %7490 : tensor<1536xf32>
    %7492 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7493 = stablehlo.multiply %7492, %7134 : tensor<1536x384xf32>
    %7494 = stablehlo.subtract %stages.2.blocks.2.fc2.w, %7493 : tensor<1536x384xf32>
    %7495 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7496 = stablehlo.multiply %7495, %5334 : tensor<384xf32>
    %7497 = stablehlo.subtract %stages.2.blocks.2.fc2.b, %7496 : tensor<384xf32>
    %7498 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7499 = stablehlo.multiply %7498, %5353 : tensor<384xf32>
    %7500 = stablehlo.subtract %stages.2.blocks.2.gamma, %7499 : tensor<384xf32>
    %7501 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7502 = stablehlo.multiply %7501, %7137 : tensor<7x7x1x384xf32>
    %7503 = stablehlo.subtract %stages.2.blocks.3.dwconv.w, %7502 : tensor<7x7x1x384xf32>
    %7504 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7505 = stablehlo.multiply %7504, %5391 : tensor<384xf32>
    %7506 = stablehlo.subtract %stages.2.blocks.3.dwconv.b, %7505 : tensor<384xf32>
    %7507 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7508 = stablehlo.multiply %7507, %5410 : tensor<384xf32>
    %7509 = stablehlo.subtract %stages.2.blocks.3.norm.g, %7508 : tensor<384xf32>
    %7510 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7511 = stablehlo.multiply %7510, %5429 : tensor<384xf32>
    %7512 = stablehlo.subtract %stages.2.blocks.3.norm.b, %7511 : tensor<384xf32>
    %7513 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7514 = stablehlo.multiply %7513, %7140 : tensor<384x1536xf32>
    %7515 = stablehlo.subtract %stages.2.blocks.3.fc1.w, %7514 : tensor<384x1536xf32>
    %7516 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7517 = stablehlo.multiply %7516, %5467 : tensor<1536xf32>
    %7518 = stablehlo.subtract %stages.2.blocks.3.fc1.b, %7517 : tensor<1536xf32>
    %7519 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7520 = stablehlo.multiply %7519, %7143 : tensor<1536x384xf32>
    %7521 = stablehlo.subtract %stages.2.blocks.3.fc2.w, %7520 : tensor<1536x384xf32>
    %7522 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7523 = stablehlo.multiply %7522, %5505 : tensor<384xf32>
    %7524 = stablehlo.subtract %stages.2.blocks.3.fc2.b, %7523 : tensor<384xf32>
    %7525 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7526 = stablehlo.multiply %7525, %5524 : tensor<384xf32>
    %7527 = stablehlo.subtract %stages.2.blocks.3.gamma, %7526 : tensor<384xf32>
    %7528 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7529 = stablehlo.multiply %7528, %7146 : tensor<7x7x1x384xf32>
    %7530 = stablehlo.subtract %stages.2.blocks.4.dwconv.w, %7529 : tensor<7x7x1x384xf32>
    %7531 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7532 = stablehlo.multiply %7531, %5562 : tensor<384xf32>
    %7533 = stablehlo.subtract %stages.2.blocks.4.dwconv.b, %7532 : tensor<384xf32>
    %7534 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7535 = stablehlo.multiply %7534, %5581 : tensor<384xf32>
    %7536 = stablehlo.subtract %stages.2.blocks.4.norm.g, %7535 : tensor<384xf32>
    %7537 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7538 = stablehlo.multiply %7537, %5600 : tensor<384xf32>
    %7539 = stablehlo.subtract %stages.2.blocks.4.norm.b, %7538 : tensor<384xf32>
    %7540 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7541 = stablehlo.multiply %7540, %7149 : tensor<384x1536xf32>
    %7542 = stablehlo.subtract %stages.2.blocks.4.fc1.w, %7541 : tensor<384x1536xf32>
    %7543 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7544 = stablehlo.multiply %7543, %5638 : tensor<1536xf32>
    %7545 = stablehlo.subtract %stages.2.blocks.4.fc1.b, %7544 : tensor<1536xf32>
    %7546 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7547 = stablehlo.multiply %7546, %7152 : tensor<1536x384xf32>
    %7548 = stablehlo.subtract %stages.2.blocks.4.fc2.w, %7547 : tensor<1536x384xf32>
    %7549 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7550 = stablehlo.multiply %7549, %5676 : tensor<384xf32>
    %7551 = stablehlo.subtract %stages.2.blocks.4.fc2.b, %7550 : tensor<384xf32>
    %7552 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7553 = stablehlo.multiply %7552, %5695 : tensor<384xf32>
    %7554 = stablehlo.subtract %stages.2.blocks.4.gamma, %7553 : tensor<384xf32>
    %7555 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7556 = stablehlo.multiply %7555, %7155 : tensor<7x7x1x384xf32>
    %7557 = stablehlo.subtract %stages.2.blocks.5.dwconv.w, %7556 : tensor<7x7x1x384xf32>
    %7558 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7559 = stablehlo.multiply %7558, %5733 : tensor<384xf32>
    %7560 = stablehlo.subtract %stages.2.blocks.5.dwconv.b, %7559 : tensor<384xf32>
    %7561 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7562 = stablehlo.multiply %7561, %5752 : tensor<384xf32>
    %7563 = stablehlo.subtract %stages.2.blocks.5.norm.g, %7562 : tensor<384xf32>
    %7564 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7565 = stablehlo.multiply %7564, %5771 : tensor<384xf32>
    %7566 = stablehlo.subtract %stages.2.blocks.5.norm.b, %7565 : tensor<384xf32>
    %7567 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7568 = stablehlo.multiply %7567, %7158 : tensor<384x1536xf32>
    %7569 = stablehlo.subtract %stages.2.blocks.5.fc1.w, %7568 : tensor<384x1536xf32>
    %7570 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7571 = stablehlo.multiply %7570, %5809 : tensor<1536xf32>
    %7572 = stablehlo.subtract %stages.2.blocks.5.fc1.b, %7571 : tensor<1536xf32>
    %7573 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7574 = stablehlo.multiply %7573, %7161 : tensor<1536x384xf32>
    %7575 = stablehlo.subtract %stages.2.blocks.5.fc2.w, %7574 : tensor<1536x384xf32>
    %7576 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7577 = stablehlo.multiply %7576, %5847 : tensor<384xf32>
    %7578 = stablehlo.subtract %stages.2.blocks.5.fc2.b, %7577 : tensor<384xf32>
    %7579 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7580 = stablehlo.multiply %7579, %5866 : tensor<384xf32>
    %7581 = stablehlo.subtract %stages.2.blocks.5.gamma, %7580 : tensor<384xf32>
    %7582 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7583 = stablehlo.multiply %7582, %7164 : tensor<7x7x1x384xf32>
    %7584 = stablehlo.subtract %stages.2.blocks.6.dwconv.w, %7583 : tensor<7x7x1x384xf32>
    %7585 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7586 = stablehlo.multiply %7585, %5904 : tensor<384xf32>
    %7587 = stablehlo.subtract %stages.2.blocks.6.dwconv.b, %7586 : tensor<384xf32>
    %7588 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7589 = stablehlo.multiply %7588, %5923 : tensor<384xf32>
    %7590 = stablehlo.subtract %stages.2.blocks.6.norm.g, %7589 : tensor<384xf32>
    %7591 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7592 = stablehlo.multiply %7591, %5942 : tensor<384xf32>
    %7593 = stablehlo.subtract %stages.2.blocks.6.norm.b, %7592 : tensor<384xf32>
    %7594 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7595 = stablehlo.multiply %7594, %7167 : tensor<384x1536xf32>
    %7596 = stablehlo.subtract %stages.2.blocks.6.fc1.w, %7595 : tensor<384x1536xf32>
    %7597 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7598 = stablehlo.multiply %7597, %5980 : tensor<1536xf32>
    %7599 = stablehlo.subtract %stages.2.blocks.6.fc1.b, %7598 : tensor<1536xf32>
    %7600 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7601 = stablehlo.multiply %7600, %7170 : tensor<1536x384xf32>
    %7602 = stablehlo.subtract %stages.2.blocks.6.fc2.w, %7601 : tensor<1536x384xf32>
    %7603 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7604 = stablehlo.multiply %7603, %6018 : tensor<384xf32>
    %7605 = stablehlo.subtract %stages.2.blocks.6.fc2.b, %7604 : tensor<384xf32>
    %7606 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7607 = stablehlo.multiply %7606, %6037 : tensor<384xf32>
    %7608 = stablehlo.subtract %stages.2.blocks.6.gamma, %7607 : tensor<384xf32>
    %7609 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7610 = stablehlo.multiply %7609, %7173 : tensor<7x7x1x384xf32>
    %7611 = stablehlo.subtract %stages.2.blocks.7.dwconv.w, %7610 : tensor<7x7x1x384xf32>
    %7612 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7613 = stablehlo.multiply %7612, %6075 : tensor<384xf32>
    %7614 = stablehlo.subtract %stages.2.blocks.7.dwconv.b, %7613 : tensor<384xf32>
    %7615 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7616 = stablehlo.multiply %7615, %6094 : tensor<384xf32>
    %7617 = stablehlo.subtract %stages.2.blocks.7.norm.g, %7616 : tensor<384xf32>
    %7618 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7619 = stablehlo.multiply %7618, %6113 : tensor<384xf32>
    %7620 = stablehlo.subtract %stages.2.blocks.7.norm.b, %7619 : tensor<384xf32>
    %7621 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7622 = stablehlo.multiply %7621, %7176 : tensor<384x1536xf32>
    %7623 = stablehlo.subtract %stages.2.blocks.7.fc1.w, %7622 : tensor<384x1536xf32>
    %7624 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7625 = stablehlo.multiply %7624, %6151 : tensor<1536xf32>
    %7626 = stablehlo.subtract %stages.2.blocks.7.fc1.b, %7625 : tensor<1536xf32>
    %7627 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7628 = stablehlo.multiply %7627, %7179 : tensor<1536x384xf32>
    %7629 = stablehlo.subtract %stages.2.blocks.7.fc2.w, %7628 : tensor<1536x384xf32>
    %7630 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7631 = stablehlo.multiply %7630, %6189 : tensor<384xf32>
    %7632 = stablehlo.subtract %stages.2.blocks.7.fc2.b, %7631 : tensor<384xf32>
    %7633 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7634 = stablehlo.multiply %7633, %6208 : tensor<384xf32>
    %7635 = stablehlo.subtract %stages.2.blocks.7.gamma, %7634 : tensor<384xf32>
    %7636 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7637 = stablehlo.multiply %7636, %7182 : tensor<7x7x1x384xf32>
    %7638 = stablehlo.subtract %stages.2.blocks.8.dwconv.w, %7637 : tensor<7x7x1x384xf32>
    %7639 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7640 = stablehlo.multiply %7639, %6246 : tensor<384xf32>
    %7641 = stablehlo.subtract %stages.2.blocks.8.dwconv.b, %7640 : tensor<384xf32>
    %7642 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7643 = stablehlo.multiply %7642, %6265 : tensor<384xf32>
    %7644 = stablehlo.subtract %stages.2.blocks.8.norm.g, %7643 : tensor<384xf32>
    %7645 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7646 = stablehlo.multiply %7645, %6284 : tensor<384xf32>
    %7647 = stablehlo.subtract %stages.2.blocks.8.norm.b, %7646 : tensor<384xf32>
    %7648 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7649 = stablehlo.multiply %7648, %7185 : tensor<384x1536xf32>
    %7650 = stablehlo.subtract %stages.2.blocks.8.fc1.w, %7649 : tensor<384x1536xf32>
    %7651 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7652 = stablehlo.multiply %7651, %6322 : tensor<1536xf32>
    %7653 = stablehlo.subtract %stages.2.blocks.8.fc1.b, %7652 : tensor<1536xf32>
    %7654 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7655 = stablehlo.multiply %7654, %7188 : tensor<1536x384xf32>
    %7656 = stablehlo.subtract %stages.2.blocks.8.fc2.w, %7655 : tensor<1536x384xf32>
    %7657 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7658 = stablehlo.multiply %7657, %6360 : tensor<384xf32>
    %7659 = stablehlo.subtract %stages.2.blocks.8.fc2.b, %7658 : tensor<384xf32>
    %7660 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7661 = stablehlo.multiply %7660, %6379 : tensor<384xf32>
    %7662 = stablehlo.subtract %stages.2.blocks.8.gamma, %7661 : tensor<384xf32>
    %7663 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7664 = stablehlo.multiply %7663, %6398 : tensor<384xf32>
    %7665 = stablehlo.subtract %stages.3.down.norm.g, %7664 : tensor<384xf32>
    %7666 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7667 = stablehlo.multiply %7666, %6417 : tensor<384xf32>
    %7668 = stablehlo.subtract %stages.3.down.norm.b, %7667 : tensor<384xf32>
    %7669 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %7670 = stablehlo.multiply %7669, %7191 : tensor<2x2x384x768xf32>
    %7671 = stablehlo.subtract %stages.3.down.conv.w, %7670 : tensor<2x2x384x768xf32>
    %7672 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7673 = stablehlo.multiply %7672, %6455 : tensor<768xf32>
    %7674 = stablehlo.subtract %stages.3.down.conv.b, %7673 : tensor<768xf32>
    %7675 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7676 = stablehlo.multiply %7675, %7194 : tensor<7x7x1x768xf32>
    %7677 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %7676 : tensor<7x7x1x768xf32>
    %7678 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7679 = stablehlo.multiply %7678, %6493 : tensor<768xf32>
    %7680 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %7679 : tensor<768xf32>
    %7681 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7682 = stablehlo.multiply %7681, %6512 : tensor<768xf32>
    %7683 = stablehlo.subtract %stages.3.blocks.0.norm.g, %7682 : tensor<768xf32>
    %7684 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7685 = stablehlo.multiply %7684, %6531 : tensor<768xf32>
    %7686 = stablehlo.subtract %stages.3.blocks.0.norm.b, %7685 : tensor<768xf32>
    %7687 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7688 = stablehlo.multiply %7687, %7197 : tensor<768x3072xf32>
    %7689 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %7688 : tensor<768x3072xf32>
    %7690 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7691 = stablehlo.multiply %7690, %6569 : tensor<3072xf32>
    %7692 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %7691 : tensor<3072xf32>
    %7693 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7694 = stablehlo.multiply %7693, %7200 : tensor<3072x768xf32>
    %7695 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %7694 : tensor<3072x768xf32>
    %7696 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7697 = stablehlo.multiply %7696, %6607 : tensor<768xf32>
    %7698 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %7697 : tensor<768xf32>
    %7699 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7700 = stablehlo.multiply %7699, %6626 : tensor<768xf32>
    %7701 = stablehlo.subtract %stages.3.blocks.0.gamma, %7700 : tensor<768xf32>
    %7702 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7703 = stablehlo.multiply %7702, %7203 : tensor<7x7x1x768xf32>
    %7704 = stablehlo.subtract %stages.3.blocks.1.dwconv.w, %7703 : tensor<7x7x1x768xf32>
    %7705 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7706 = stablehlo.multiply %7705, %6664 : tensor<768xf32>
    %7707 = stablehlo.subtract %stages.3.blocks.1.dwconv.b, %7706 : tensor<768xf32>
    %7708 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7709 = stablehlo.multiply %7708, %6683 : tensor<768xf32>
    %7710 = stablehlo.subtract %stages.3.blocks.1.norm.g, %7709 : tensor<768xf32>
    %7711 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7712 = stablehlo.multiply %7711, %6702 : tensor<768xf32>
    %7713 = stablehlo.subtract %stages.3.blocks.1.norm.b, %7712 : tensor<768xf32>
    %7714 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7715 = stablehlo.multiply %7714, %7206 : tensor<768x3072xf32>
    %7716 = stablehlo.subtract %stages.3.blocks.1.fc1.w, %7715 : tensor<768x3072xf32>
    %7717 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7718 = stablehlo.multiply %7717, %6740 : tensor<3072xf32>
    %7719 = stablehlo.subtract %stages.3.blocks.1.fc1.b, %7718 : tensor<3072xf32>
    %7720 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7721 = stablehlo.multiply %7720, %7209 : tensor<3072x768xf32>
    %7722 = stablehlo.subtract %stages.3.blocks.1.fc2.w, %7721 : tensor<3072x768xf32>
    %7723 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7724 = stablehlo.multiply %7723, %6778 : tensor<768xf32>
    %7725 = stablehlo.subtract %stages.3.blocks.1.fc2.b, %7724 : tensor<768xf32>
    %7726 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7727 = stablehlo.multiply %7726, %6797 : tensor<768xf32>
    %7728 = stablehlo.subtract %stages.3.blocks.1.gamma, %7727 : tensor<768xf32>
    %7729 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7730 = stablehlo.multiply %7729, %7212 : tensor<7x7x1x768xf32>
    %7731 = stablehlo.subtract %stages.3.blocks.2.dwconv.w, %7730 : tensor<7x7x1x768xf32>
    %7732 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7733 = stablehlo.multiply %7732, %6835 : tensor<768xf32>
    %7734 = stablehlo.subtract %stages.3.blocks.2.dwconv.b, %7733 : tensor<768xf32>
    %7735 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7736 = stablehlo.multiply %7735, %6854 : tensor<768xf32>
    %7737 = stablehlo.subtract %stages.3.blocks.2.norm.g, %7736 : tensor<768xf32>
    %7738 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7739 = stablehlo.multiply %7738, %6873 : tensor<768xf32>
    %7740 = stablehlo.subtract %stages.3.blocks.2.norm.b, %7739 : tensor<768xf32>
    %7741 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7742 = stablehlo.multiply %7741, %7215 : tensor<768x3072xf32>
    %7743 = stablehlo.subtract %stages.3.blocks.2.fc1.w, %7742 : tensor<768x3072xf32>
    %7744 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7745 = stablehlo.multiply %7744, %6911 : tensor<3072xf32>
    %7746 = stablehlo.subtract %stages.3.blocks.2.fc1.b, %7745 : tensor<3072xf32>
    %7747 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7748 = stablehlo.multiply %7747, %7218 : tensor<3072x768xf32>
    %7749 = stablehlo.subtract %stages.3.blocks.2.fc2.w, %7748 : tensor<3072x768xf32>
    %7750 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7751 = stablehlo.multiply %7750, %6949 : tensor<768xf32>
    %7752 = stablehlo.subtract %stages.3.blocks.2.fc2.b, %7751 : tensor<768xf32>
    %7753 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7754 = stablehlo.multiply %7753, %6968 : tensor<768xf32>
    %7755 = stablehlo.subtract %stages.3.blocks.2.gamma, %7754 : tensor<768xf32>
    %7756 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7757 = stablehlo.multiply %7756, %6987 : tensor<768xf32>
    %7758 = stablehlo.subtract %head.norm.g, %7757 : tensor<768xf32>
    %7759 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7760 = stablehlo.multiply %7759, %7006 : tensor<768xf32>
    %7761 = stablehlo.subtract %head.norm.b, %7760 : tensor<768xf32>
    %7762 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7763 = stablehlo.multiply %7762, %7221 : tensor<768x1000xf32>
    %7764 = stablehlo.subtract %head.fc.w, %7763 : tensor<768x1000xf32>
    %7765 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7766 = stablehlo.multiply %7765, %7044 : tensor<1000xf32>
    %7767 = stablehlo.subtract %head.fc.b, %7766 : tensor<1000xf32>
    "func.return"(%7224, %7227, %7230, %7233, %7236, %7239, %7242, %7245, %7248, %7251, %7254, %7257, %7260, %7263, %7266, %7269, %7272, %7275, %7278, %7281, %7284, %7287, %7290, %7293, %7296, %7299, %7302, %7305, %7308, %7311, %7314, %7317, %7320, %7323, %7326, %7329, %7332, %7335, %7338, %7341, %7344, %7347, %7350, %7353, %7356, %7359, %7362, %7365, %7368, %7371, %7374, %7377, %7380, %7383, %7386, %7389, %7392, %7395, %7398, %7401, %7404, %7407, %7410, %7413, %7416, %7419, %7422, %7425, %7428, %7431, %7434, %7437, %7440, %7443, %7446, %7449, %7452, %7455, %7458, %7461, %7464, %7467, %7470, %7473, %7476, %7479, %7482, %7485, %7488, %7491, %7494, %7497, %7500, %7503, %7506, %7509, %7512, %7515, %7518, %7521, %7524, %7527, %7530, %7533, %7536, %7539, %7542, %7545, %7548, %7551, %7554, %7557, %7560, %7563, %7566, %7569, %7572, %7575, %7578, %7581, %7584, %7587, %7590, %7593, %7596, %7599, %7602, %7605, %7608, %7611, %7614, %7617, %7620, %7623, %7626, %7629, %7632, %7635, %7638, %7641, %7644, %7647, %7650, %7653, %7656, %7659, %7662, %7665, %7668, %7671, %7674, %7677, %7680, %7683, %7686, %7689, %7692, %7695, %7698, %7701, %7704, %7707, %7710, %7713, %7716, %7719, %7722, %7725, %7728, %7731, %7734, %7737, %7740, %7743, %7746, %7749, %7752, %7755, %7758, %7761, %7764, %7767, %3591, %3610, %3629, %3648, %3667, %3686, %3705, %3724, %3743, %3762, %3781, %3800, %3819, %3838, %3857, %3876, %3895, %3914, %3933, %3952, %3971, %3990, %4009, %4028, %4047, %4066, %4085, %4104, %4123, %4142, %4161, %4180, %4199, %4218, %4237, %4256, %4275, %4294, %4313, %4332, %4351, %4370, %4389, %4408, %4427, %4446, %4465, %4484, %4503, %4522, %4541, %4560, %4579, %4598, %4617, %4636, %4655, %4674, %4693, %4712, %4731, %4750, %4769, %4788, %4807, %4826, %4845, %4864, %4883, %4902, %4921, %4940, %4959, %4978, %4997, %5016, %5035, %5054, %5073, %5092, %5111, %5130, %5149, %5168, %5187, %5206, %5225, %5244, %5263, %5282, %5301, %5320, %5339, %5358, %5377, %5396, %5415, %5434, %5453, %5472, %5491, %5510, %5529, %5548, %5567, %5586, %5605, %5624, %5643, %5662, %5681, %5700, %5719, %5738, %5757, %5776, %5795, %5814, %5833, %5852, %5871, %5890, %5909, %5928, %5947, %5966, %5985, %6004, %6023, %6042, %6061, %6080, %6099, %6118, %6137, %6156, %6175, %6194, %6213, %6232, %6251, %6270, %6289, %6308, %6327, %6346, %6365, %6384, %6403, %6422, %6441, %6460, %6479, %6498, %6517, %6536, %6555, %6574, %6593, %6612, %6631, %6650, %6669, %6688, %6707, %6726, %6745, %6764, %6783, %6802, %6821, %6840, %6859, %6878, %6897, %6916, %6935, %6954, %6973, %6992, %7011, %7030, %3597, %3616, %3635, %3654, %3673, %3692, %3711, %3730, %3749, %3768, %3787, %3806, %3825, %3844, %3863, %3882, %3901, %3920, %3939, %3958, %3977, %3996, %4015, %4034, %4053, %4072, %4091, %4110, %4129, %4148, %4167, %4186, %4205, %4224, %4243, %4262, %4281, %4300, %4319, %4338, %4357, %4376, %4395, %4414, %4433, %4452, %4471, %4490, %4509, %4528, %4547, %4566, %4585, %4604, %4623, %4642, %4661, %4680, %4699, %4718, %4737, %4756, %4775, %4794, %4813, %4832, %4851, %4870, %4889, %4908, %4927, %4946, %4965, %4984, %5003, %5022, %5041, %5060, %5079, %5098, %5117, %5136, %5155, %5174, %5193, %5212, %5231, %5250, %5269, %5288, %5307, %5326, %5345, %5364, %5383, %5402, %5421, %5440, %5459, %5478, %5497, %5516, %5535, %5554, %5573, %5592, %5611, %5630, %5649, %5668, %5687, %5706, %5725, %5744, %5763, %5782, %5801, %5820, %5839, %5858, %5877, %5896, %5915, %5934, %5953, %5972, %5991, %6010, %6029, %6048, %6067, %6086, %6105, %6124, %6143, %6162, %6181, %6200, %6219, %6238, %6257, %6276, %6295, %6314, %6333, %6352, %6371, %6390, %6409, %6428, %6447, %6466, %6485, %6504, %6523, %6542, %6561, %6580, %6599, %6618, %6637, %6656, %6675, %6694, %6713, %6732, %6751, %6770, %6789, %6808, %6827, %6846, %6865, %6884, %6903, %6922, %6941, %6960, %6979, %6998, %7017, %7036, %908, %2674) : (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

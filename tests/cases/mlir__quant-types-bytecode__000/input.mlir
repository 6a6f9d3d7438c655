// Types of the quant dialect, which rmlir keeps as text: read back from
// upstream's bytecode encodings (QuantDialectBytecode.td) into the text
// upstream prints.

"x.types"() {
  uniform = [
    tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>,
    tensor<4x!quant.uniform<u8:f32, 2.000000e-01:128>>,
    tensor<4x!quant.uniform<i8<-127:127>:f32, 1.000000e+00:-3>>,
    tensor<4x!quant.uniform<u4:bf16, 0.123456789>>,
    tensor<4x!quant.uniform<i16:f16, 1.000000e-03>>
  ],
  per_axis = [
    tensor<2x3x!quant.uniform<i8:f32:1, {2.000000e+00,3.000000e+00:5,4.000000e+00:-1}>>,
    tensor<2x!quant.uniform<u8<1:255>:f32:0, {1.000000e+00:1,2.500000e-01}>>
  ],
  sub_channel = [
    tensor<4x6x!quant.uniform<i8:f32:{0:2, 1:3}, {{2.000000e+00:10, 3.000000e+00}, {4.000000e+00, 5.000000e+00:-2}}>>
  ],
  any = [
    tensor<4x!quant.any<i8:f32>>,
    tensor<4x!quant.any<i8<-8:7>>>
  ],
  calibrated = [
    tensor<4x!quant.calibrated<f32<-0.998:1.232100e+00>>>
  ]
} : () -> ()

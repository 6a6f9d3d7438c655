llvm.func @rocdl.raw.buffer(%rsrc : vector<4xi32>, %offset : i32, %aux : i32, %vdata1 : f32, %vdata2 : vector<2xf32>, %vi : i32) {
  %r1 = rocdl.raw.buffer.load %rsrc, %offset, %offset, %aux : f32
  %r2 = rocdl.raw.buffer.load %rsrc, %offset, %offset, %aux : vector<2xf32>
  rocdl.raw.buffer.store %vdata1, %rsrc, %offset, %offset, %aux : f32
  rocdl.raw.buffer.store %vdata2, %rsrc, %offset, %offset, %aux : vector<2xf32>
  rocdl.raw.buffer.atomic.fadd %vdata1, %rsrc, %offset, %offset, %aux : f32
  rocdl.raw.buffer.atomic.fmax %vdata1, %rsrc, %offset, %offset, %aux : f32
  rocdl.raw.buffer.atomic.smax %vi, %rsrc, %offset, %offset, %aux : i32
  rocdl.raw.buffer.atomic.umin %vi, %rsrc, %offset, %offset, %aux : i32
  llvm.return
}

module {
  llvm.func @rocdl.raw.buffer(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: vector<2xf32>, %arg5: i32) {
    %0 = rocdl.raw.buffer.load %arg0, %arg1, %arg1, %arg2 : f32
    %1 = rocdl.raw.buffer.load %arg0, %arg1, %arg1, %arg2 : vector<2xf32>
    rocdl.raw.buffer.store %arg3, %arg0, %arg1, %arg1, %arg2 : f32
    rocdl.raw.buffer.store %arg4, %arg0, %arg1, %arg1, %arg2 : vector<2xf32>
    rocdl.raw.buffer.atomic.fadd %arg3, %arg0, %arg1, %arg1, %arg2 : f32
    rocdl.raw.buffer.atomic.fmax %arg3, %arg0, %arg1, %arg1, %arg2 : f32
    rocdl.raw.buffer.atomic.smax %arg5, %arg0, %arg1, %arg1, %arg2 : i32
    rocdl.raw.buffer.atomic.umin %arg5, %arg0, %arg1, %arg1, %arg2 : i32
    llvm.return
  }
}


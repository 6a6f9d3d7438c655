module {
  llvm.func @f() {
    %0 = nvvm.read.ptx.sreg.tid.x range <i64, 0, 128> : i32
    llvm.return
  }
}


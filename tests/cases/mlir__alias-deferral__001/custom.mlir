module {
  llvm.func @f0(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32
    %1 = llvm.add %0, %arg0 : i32
    llvm.return %0 : i32
  }
  llvm.func @f1(%arg0: i32) -> i32 {
    %0 = llvm.mul %arg0, %arg0 : i32
    llvm.return %0 : i32
  }
}


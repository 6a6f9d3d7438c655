module {
  func.func private @f(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @h(%arg0: i32) -> i32 {
    "foo.ref"() {f = @f} : () -> ()
    %0 = call @f(%arg0) : (i32) -> i32
    return %0 : i32
  }
}


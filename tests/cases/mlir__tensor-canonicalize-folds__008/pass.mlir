module {
  func.func @extract_from_tensor.from_elements_variable_3d(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32, %arg10: f32, %arg11: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    return %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg0, %arg1, %arg2, %arg3 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }
}

